import { drawGarment } from './garment-drawings.js';
import { GARMENT_KINDS, type GarmentKind } from './garment-kinds.js';

export { GARMENT_KINDS, type GarmentKind };

/**
 * Generated product art for the demo catalogue: one flat "product shot" SVG per garment kind and
 * colour, so the demo needs no image files and no external URLs (docs/architecture.md#server-rules). Pure functions.
 */

export const COLOURS = [
  { name: 'black', label: 'Black', hex: '#25252a' },
  { name: 'white', label: 'White', hex: '#f4f3ef' },
  { name: 'navy', label: 'Navy', hex: '#1f3057' },
  { name: 'red', label: 'Red', hex: '#c0392b' },
  { name: 'green', label: 'Green', hex: '#2f7a4f' },
  { name: 'beige', label: 'Beige', hex: '#d9c4a1' },
  { name: 'grey', label: 'Grey', hex: '#8c9096' },
  { name: 'pink', label: 'Pink', hex: '#e9a3b6' },
  { name: 'olive', label: 'Olive', hex: '#6d6b3b' },
  { name: 'mustard', label: 'Mustard', hex: '#d4a12a' },
  { name: 'burgundy', label: 'Burgundy', hex: '#7a2434' },
  { name: 'cream', label: 'Cream', hex: '#eee5cf' },
  { name: 'charcoal', label: 'Charcoal', hex: '#3f444c' },
  { name: 'khaki', label: 'Khaki', hex: '#b7a57a' },
  { name: 'teal', label: 'Teal', hex: '#2a7f86' },
] as const;
export type Colour = (typeof COLOURS)[number]['name'];

const kindIds: ReadonlySet<string> = new Set(GARMENT_KINDS.map((k) => k.id));
const colourHex: ReadonlyMap<string, string> = new Map(COLOURS.map((c) => [c.name, c.hex]));

export const isGarmentKind = (value: string): value is GarmentKind => kindIds.has(value);
export const isColour = (value: string): value is Colour => colourHex.has(value);

/** The demo's shots of each garment: the whole of it, then two closer looks (docs/architecture.md#everyday-shop's several images per colour). */
export const GARMENT_VIEWS = ['front', 'detail', 'close'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];
const VIEW_BOX: Record<GarmentView, string> = { front: '0 0 600 600', detail: '120 90 360 360', close: '190 190 220 220' };

export const isGarmentView = (value: string): value is GarmentView => (GARMENT_VIEWS as readonly string[]).includes(value);

export const garmentImageUrl = (kind: GarmentKind, colour: Colour, view: GarmentView = 'front'): string =>
  `/images/catalog/${kind}/${colour}${view === 'front' ? '' : `-${view}`}.svg`;

const BACKDROP =
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#f7f5f2"/><stop offset="1" stop-color="#e8e4dd"/></linearGradient></defs>' +
  '<rect width="600" height="600" fill="url(#bg)"/>';

const svg = (body: string, viewBox = VIEW_BOX.front) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="600" height="600">${BACKDROP}${body}</svg>`;

/** The product shot for one garment kind in one colour, whole or a closer look. */
export function renderGarmentSvg(kind: GarmentKind, colour: Colour, view: GarmentView = 'front'): string {
  return svg(drawGarment(kind, colourHex.get(colour) ?? '#8c9096'), VIEW_BOX[view]);
}

/** Shown when a product has no image or its image fails to load: a framed picture icon, no text. */
export const PLACEHOLDER_SVG = svg(
  '<g fill="none" stroke="#b9b3aa" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">' +
    '<rect x="170" y="190" width="260" height="220" rx="26"/>' +
    '<path d="M186 384L262 300L318 356L350 326L414 384"/></g>' +
    '<circle cx="362" cy="254" r="22" fill="#b9b3aa"/>',
);

import { CATEGORIES, SUBCATEGORIES } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { COLOURS, GARMENT_KINDS, PLACEHOLDER_SVG, garmentImageUrl, isColour, isGarmentKind, renderGarmentSvg } from './garment-art.js';

/**
 * A small well-formedness check (no XML parser among our dependencies): every tag opens and
 * closes in order, attributes are quoted and unique, and no stray markup characters appear.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  for (match = token.exec(xml); match; match = token.exec(xml)) {
    consumed = token.lastIndex;
    const [, closing, name, attrs = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (/[<>&]/.test(text)) problems.push(`stray markup in text: ${text.slice(0, 20)}`);
      continue;
    }
    const attrNames = [...attrs.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(attrNames).size !== attrNames.length) problems.push(`duplicate attribute in <${name}>`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClosing) {
      stack.push(name ?? '');
    }
  }
  if (consumed !== xml.length) problems.push(`unparsable at ${consumed}: ${xml.slice(consumed, consumed + 30)}`);
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

function expectSafeSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(xmlProblems(svg)).toEqual([]);
  expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  const lower = svg.toLowerCase();
  expect(lower).not.toContain('<script');
  expect(lower).not.toContain('href=');
  expect(lower).not.toContain('<text');
  expect(lower).not.toContain('<image');
  expect(lower).not.toMatch(/\son\w+=/);
  // The namespace is the only URL allowed.
  expect(lower.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\/|data:/);
}

describe('garment art', () => {
  it('has a well-formedness check that catches broken markup', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><path d=M1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><g a="1" a="2"/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><g a="1"/>x</svg>')).toEqual([]);
  });

  it('renders every kind in every colour as a small, safe, well-formed SVG', () => {
    for (const { id } of GARMENT_KINDS) {
      for (const { name } of COLOURS) expectSafeSvg(renderGarmentSvg(id, name));
    }
  });

  it('draws each kind differently', () => {
    const drawings = GARMENT_KINDS.map((k) => renderGarmentSvg(k.id, 'navy'));
    expect(new Set(drawings).size).toBe(GARMENT_KINDS.length);
  });

  it('paints the garment in the requested colour', () => {
    for (const { id } of GARMENT_KINDS) {
      for (const { name, hex } of COLOURS) {
        const svg = renderGarmentSvg(id, name);
        expect(svg).toContain(`fill="${hex}"`);
        for (const other of COLOURS) if (other.hex !== hex) expect(svg).not.toContain(other.hex);
      }
    }
  });

  it('covers every category and subcategory pair with at least two kinds', () => {
    for (const category of CATEGORIES) {
      for (const subcategory of SUBCATEGORIES) {
        const kinds = GARMENT_KINDS.filter((k) => k.subcategory === subcategory && (k.categories as readonly string[]).includes(category));
        expect(kinds.length, `${category}/${subcategory}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('keeps dresses, skirts, blouses and heels in the women’s category', () => {
    for (const id of ['dress', 'skirt', 'blouse', 'heels']) {
      expect(GARMENT_KINDS.find((k) => k.id === id)?.categories).toEqual(['female']);
    }
  });

  it('guards kind and colour names', () => {
    expect(isGarmentKind('running-shoes')).toBe(true);
    expect(isGarmentKind('../etc')).toBe(false);
    expect(isGarmentKind('toString')).toBe(false);
    expect(isColour('mustard')).toBe(true);
    expect(isColour('Mustard')).toBe(false);
    expect(isColour('')).toBe(false);
  });

  it('builds the image URL the server serves', () => {
    expect(garmentImageUrl('t-shirt', 'navy')).toBe('/images/catalog/t-shirt/navy.svg');
  });

  it('offers a neutral placeholder', () => {
    expectSafeSvg(PLACEHOLDER_SVG);
  });
});

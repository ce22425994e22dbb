import type { GarmentKind } from './garment-kinds.js';

/** The drawings behind garment-art.ts: flat shapes on a 600×600 canvas, tinted from one colour. */

interface Palette {
  /** The garment's colour. */
  b: string;
  /** Outline: always darker than the garment. */
  e: string;
  /** Seams and stitching: darker on light garments, lighter on dark ones, so they always show. */
  s: string;
  /** Highlights. */
  l: string;
  /** Secondary surfaces: ribbing, cuffs, linings. */
  d: string;
  /** Trims (laces, drawstrings, buttons, buckles): light on most colours, darker on pale ones. */
  t: string;
}

/** Moves each RGB channel of `hex` the given fraction of the way towards `target` (0 or 255). */
function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `#${[n >> 16, (n >> 8) & 255, n & 255]
    .map((c) =>
      Math.round(c + (target - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function palette(hex: string): Palette {
  const n = Number.parseInt(hex.slice(1), 16);
  const luma = (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  const dark = luma < 0.3;
  const light = mix(hex, 255, dark ? 0.22 : 0.4);
  return {
    b: hex,
    e: mix(hex, 0, dark ? 0.45 : 0.38),
    s: dark ? mix(hex, 255, 0.38) : mix(hex, 0, 0.3),
    l: light,
    d: dark ? mix(hex, 255, 0.1) : mix(hex, 0, 0.14),
    t: luma > 0.75 ? mix(hex, 0, 0.42) : light,
  };
}

// Tiny markup helpers keep each drawing readable and the output small.
const fill = (d: string, colour: string) => `<path d="${d}" fill="${colour}"/>`;
const line = (d: string, colour: string, width = 3, dash = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
const shine = (d: string, colour: string) => `<path d="${d}" fill="${colour}" stroke="none" opacity=".55"/>`;
const dot = (x: number, y: number, r: number, colour: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;
/** A strap: an outlined thick stroke. */
const strap = (d: string, p: Palette, width = 22) => line(d, p.e, width + 8) + line(d, p.b, width) + line(d, p.s, 2, '5 5');
/** Ribbing: a band with a wide dashed stroke inside it, which reads as vertical ribs. */
const rib = (band: string, middle: string, p: Palette, width: number) =>
  fill(band, p.d) + line(middle, p.s, width, '2 7').replace('/>', ' stroke-linecap="butt"/>');

const SOLE = '#f1efe9';
const SOLE_EDGE = '#b8b2a7';
const RUBBER = '#3b3530';
const CORK = '#dcc39a';
const CORK_EDGE = '#a88e66';

interface Drawing {
  /** Floor shadow: centre y and half-width. */
  floor: [number, number];
  draw(p: Palette): string;
}

function cable(x: number): string {
  let d = `M${x} 196`;
  for (let i = 0; i < 11; i++) d += i % 2 ? 'l-9 20' : 'l9 20';
  return d;
}

const DRAWINGS: Record<GarmentKind, Drawing> = {
  't-shirt': {
    floor: [515, 150],
    draw: (p) =>
      fill('M252 138Q300 182 348 138L420 160L486 236L436 282L402 250V470H198V250L164 282L114 236L180 160Z', p.b) +
      line('M252 138Q300 182 348 138', p.d, 12) +
      line('M260 154Q300 184 340 154', p.s, 3, '6 5') +
      line('M180 160Q196 210 198 250M420 160Q404 210 402 250', p.s) +
      line('M477 226L427 271M123 226L173 271M198 456H402', p.s, 3, '6 5') +
      shine('M216 262Q226 360 216 456H236Q246 360 236 262Z', p.l),
  },
  shirt: {
    floor: [525, 160],
    draw: (p) =>
      fill(
        'M258 132H342L414 156Q438 166 442 196L474 420L430 432L404 268V468Q350 492 300 482Q250 492 196 468V268L170 432L126 420L158 196Q162 166 186 156Z',
        p.b,
      ) +
      fill('M430 432L474 420L469 388L426 398ZM170 432L126 420L131 388L174 398Z', p.d) +
      fill('M226 232H270V276L248 286L226 276Z', p.b) +
      line('M300 178V482', p.e) +
      line('M312 184V480', p.s, 2, '5 5') +
      [222, 270, 318, 366, 414].map((y) => dot(290, y, 5, p.s)).join('') +
      fill('M258 132L300 178L274 206L238 148ZM342 132L300 178L326 206L362 148Z', p.l) +
      shine('M208 290Q216 380 208 460H226Q234 380 226 290Z', p.l),
  },
  blouse: {
    floor: [505, 150],
    draw: (p) =>
      fill(
        'M266 138L300 196L334 138L392 154Q448 168 474 226Q444 256 404 246L392 326Q424 396 438 446Q300 470 162 446Q176 396 208 326L196 246Q156 256 126 226Q152 168 208 154Z',
        p.b,
      ) +
      line('M208 326Q300 342 392 326', p.s) +
      line(
        'M250 338L236 452M300 342V458M350 338L364 452M410 236Q426 226 440 234Q454 224 466 218M190 236Q174 226 160 234Q146 224 134 218',
        p.s,
        2,
      ) +
      fill('M300 198Q276 176 268 200Q276 222 300 202ZM300 198Q324 176 332 200Q324 222 300 202Z', p.d) +
      line('M297 204L286 238M303 204L314 238', p.d, 7) +
      dot(300, 200, 7, p.e) +
      shine('M226 174Q250 220 236 318H254Q268 220 246 168Z', p.l),
  },
  dress: {
    floor: [540, 160],
    draw: (p) =>
      fill(
        'M248 118H268L284 168Q300 180 316 168L332 118H352L364 192Q370 244 352 282L446 492Q300 522 154 492L248 282Q230 244 236 192Z',
        p.b,
      ) +
      line('M262 200Q272 232 266 262M338 200Q328 232 334 262', p.s, 2) +
      line('M282 312Q272 400 246 496M300 314V506M318 312Q328 400 354 496', p.s, 2) +
      fill('M248 280Q300 292 352 280L357 300Q300 314 243 300Z', p.d) +
      dot(300, 296, 6, p.t) +
      shine('M254 306L186 484Q200 490 214 492L272 308Z', p.l),
  },
  skirt: {
    floor: [505, 170],
    draw: (p) =>
      fill('M212 202H388L458 452Q300 478 142 452Z', p.b) +
      line('M246 204L198 460M280 204L262 468M320 204L338 468M354 204L402 460', p.s) +
      fill('M212 168H388V202H212Z', p.d) +
      line('M212 196H388', p.s, 2, '5 5') +
      dot(364, 185, 7, p.t) +
      shine('M228 208L166 448L188 452L248 208Z', p.l),
  },
  jeans: {
    floor: [540, 150],
    draw: (p) =>
      fill('M208 118H392L404 206L414 504H322L300 236L278 504H186L196 206Z', p.b) +
      fill('M208 118H392L395 148H205Z', p.d) +
      line('M230 114V154M300 114V154M370 114V154', p.e, 7) +
      line(
        'M312 150V210Q312 228 296 234M206 162Q250 172 262 148M394 162Q350 172 338 148M188 486H278M322 486H412M200 206L190 490M400 206L410 490',
        p.s,
        3,
        '6 5',
      ) +
      dot(300, 133, 7, p.t) +
      dot(214, 166, 4, p.t) +
      dot(386, 166, 4, p.t) +
      shine('M222 250Q236 340 226 440H246Q256 340 244 250ZM352 250Q340 340 352 440H372Q380 340 374 250Z', p.l),
  },
  trousers: {
    floor: [540, 140],
    draw: (p) =>
      fill('M220 118H380L392 210L382 506H318L300 238L282 506H218L208 210Z', p.b) +
      fill('M220 118H380L382 144H218Z', p.d) +
      line('M214 148L248 198M386 148L352 198M300 144V222', p.s) +
      line('M252 156L250 500M348 156L350 500', p.s, 2) +
      dot(300, 131, 5, p.t) +
      shine('M228 220L224 498H238L242 220Z', p.l),
  },
  shorts: {
    floor: [445, 160],
    draw: (p) =>
      fill('M196 176H404L430 384L318 398L300 286L282 398L170 384Z', p.b) +
      fill('M196 176H404L406 208H194Z', p.d) +
      line('M291 206Q286 240 276 254M309 206Q314 240 324 254', p.t, 5) +
      line('M173 364L284 378M316 378L427 364', p.s, 3, '6 5') +
      line('M204 224Q236 232 244 208M396 224Q364 232 356 208M300 208V280', p.s) +
      shine('M214 216L196 368H214L230 216Z', p.l),
  },
  hoodie: {
    floor: [505, 160],
    draw: (p) =>
      fill('M236 150H364L420 168Q446 178 450 210L480 418L436 430L406 270V452H194V270L164 430L120 418L150 210Q154 178 180 168Z', p.b) +
      rib('M194 430H406V452H194Z', 'M198 441H402', p, 14) +
      rib('M436 430L480 418L477 398L433 409ZM164 430L120 418L123 398L167 409Z', 'M438 418L476 408M162 418L124 408', p, 12) +
      fill('M240 340H360L384 424H216Z', p.b) +
      line('M246 348H354M226 412H374', p.s, 2, '5 5') +
      fill('M232 170Q218 86 300 72Q382 86 368 170Q300 196 232 170Z', p.b) +
      fill('M254 162Q250 106 300 96Q350 106 346 162Q300 182 254 162Z', p.d) +
      line('M284 178V240M316 178V240', p.t, 5) +
      dot(284, 244, 6, p.t) +
      dot(316, 244, 6, p.t) +
      shine('M206 282L202 420H220L224 282Z', p.l),
  },
  sweater: {
    floor: [515, 160],
    draw: (p) =>
      fill(
        'M250 140Q300 166 350 140L420 164Q446 174 450 206L480 420L436 432L406 268V468H194V268L164 432L120 420L150 206Q154 174 180 164Z',
        p.b,
      ) +
      rib('M194 442H406V468H194Z', 'M198 455H402', p, 18) +
      rib('M436 432L480 420L477 398L433 409ZM164 432L120 420L123 398L167 409Z', 'M438 420L476 410M162 420L124 410', p, 12) +
      rib('M250 140Q300 166 350 140L340 134Q300 158 260 134Z', 'M256 140Q300 164 344 140', p, 4) +
      line(`${cable(246)}${cable(291)}${cable(336)}`, p.s, 3) +
      line('M232 196V420M278 196V420M322 196V420M368 196V420', p.s, 2, '3 5'),
  },
  jacket: {
    floor: [495, 160],
    draw: (p) =>
      fill('M248 136H352L418 158Q444 168 448 200L478 412L434 424L404 264V440H196V264L166 424L122 412L152 200Q156 168 182 158Z', p.b) +
      rib('M196 414H404V440H196Z', 'M200 427H400', p, 18) +
      rib('M434 424L478 412L475 390L431 401ZM166 424L122 412L125 390L169 401Z', 'M436 412L474 402M164 412L126 402', p, 12) +
      fill('M246 118Q300 132 354 118L352 142Q300 156 248 142Z', p.d) +
      line('M300 148V442', p.e, 10) +
      line('M300 148V442', p.s, 6, '2 4') +
      fill('M294 158H306V184H294Z', p.t) +
      line('M224 300L252 360M376 300L348 360', p.d, 9) +
      line('M182 158Q196 210 196 264M418 158Q404 210 404 264', p.s, 2, '5 5') +
      shine('M212 206L208 400H224L228 206Z', p.l),
  },
  coat: {
    floor: [560, 160],
    draw: (p) =>
      fill('M252 128H348L414 150Q440 160 444 194L470 440L428 450L404 262V528H196V262L172 450L130 440L156 194Q160 160 186 150Z', p.b) +
      fill('M262 132Q300 146 338 132L300 244Z', p.d) +
      fill('M252 128L300 262L248 226L224 172L246 162ZM348 128L300 262L352 226L376 172L354 162Z', p.b) +
      line('M320 262V528', p.e) +
      line('M133 418L174 428M467 418L426 428', p.s, 3, '6 5') +
      [300, 360].map((y) => dot(278, y, 7, p.d) + dot(342, y, 7, p.d)).join('') +
      fill('M196 396H404V420H196Z', p.d) +
      `<rect x="284" y="391" width="32" height="34" rx="4" fill="none" stroke="${p.t}" stroke-width="5"/>` +
      line('M212 456H262M338 456H388', p.d, 8) +
      shine('M210 270L206 512H224L228 270Z', p.l),
  },
  sneakers: {
    floor: [480, 215],
    draw: (p) =>
      fill('M116 434V338Q118 304 152 300L212 302Q246 332 292 344L396 366Q470 380 494 414Q502 432 486 434Z', p.b) +
      fill('M120 338Q124 306 152 300L212 302Q200 318 176 322Q140 326 120 338Z', p.d) +
      fill('M116 434V350Q150 362 170 434Z', p.d) +
      fill('M404 370Q470 382 492 412Q500 432 486 434H428Q416 396 404 370Z', p.l) +
      fill('M196 420Q260 378 352 392Q280 402 236 426Z', p.l) +
      line('M226 330L262 318M250 338L288 328M276 346L314 338M302 354L338 348', p.t, 6) +
      line('M130 422H470', p.s, 2, '5 5') +
      `<path d="M104 430H486Q514 432 516 452Q516 472 492 472H120Q102 472 102 454Z" fill="${SOLE}" stroke="${SOLE_EDGE}"/>` +
      line('M110 452H508', SOLE_EDGE, 3),
  },
  'running-shoes': {
    floor: [482, 220],
    draw: (p) =>
      fill('M104 420Q98 344 128 318Q148 302 176 310L200 318Q240 346 290 356L404 378Q486 394 510 440H104Z', p.b) +
      line('M128 322Q112 288 126 282Q140 282 144 312', p.d, 8) +
      line('M300 372L420 394M320 386L460 410M340 400L480 424', p.s, 4, '1 11') +
      fill('M150 396Q250 352 372 382Q260 374 168 406Z', p.l) +
      line('M226 334L256 326M246 344L276 336M266 352L296 346', p.t, 5) +
      `<path d="M96 404Q150 398 200 414L460 430Q516 432 520 452Q518 472 494 474H124Q96 474 92 446Z" fill="${SOLE}" stroke="${SOLE_EDGE}"/>` +
      line('M116 440Q200 420 260 444T404 450', p.b, 7) +
      line('M94 460Q100 476 124 477H494Q514 476 520 462', RUBBER, 7),
  },
  boots: {
    floor: [482, 210],
    draw: (p) =>
      fill('M144 440L150 160Q150 146 164 146H254Q266 146 266 160L274 296Q300 326 362 344L440 366Q500 384 502 424V440Z', p.b) +
      fill('M150 160Q150 146 164 146H254Q266 146 266 160Q210 172 150 160Z', p.d) +
      fill('M150 152L140 126Q138 118 148 118H160L166 148Z', p.d) +
      fill('M420 360Q500 384 502 424V440H432Q440 398 420 360Z', p.d) +
      line('M150 300Q212 288 276 300M146 420H500', p.s, 3, '6 5') +
      [176, 208, 240, 272].map((y) => line(`M236 ${y}L268 ${y + 24}M268 ${y}L236 ${y + 24}`, p.t, 5)).join('') +
      `<path d="M126 438H506Q514 438 514 448V466Q514 474 504 474H134Q124 474 124 466V448Q124 438 126 438Z" fill="${RUBBER}" stroke="#221e1a"/>` +
      line('M130 478H508', RUBBER, 8, '14 8') +
      line('M214 444V472', '#5d554c', 3),
  },
  sandals: {
    floor: [478, 215],
    draw: (p) =>
      `<path d="M108 452H492Q512 452 512 463Q510 476 490 476H128Q108 476 108 463Z" fill="${RUBBER}" stroke="#221e1a"/>` +
      `<path d="M112 440Q110 424 130 424L300 430Q420 434 486 430Q510 430 510 446V454H112Z" fill="${CORK}" stroke="${CORK_EDGE}"/>` +
      strap('M152 428L150 322M238 326L274 430', p, 16) +
      `<ellipse cx="196" cy="318" rx="50" ry="15" fill="none" stroke="${p.e}" stroke-width="22"/>` +
      `<ellipse cx="196" cy="318" rx="50" ry="15" fill="none" stroke="${p.b}" stroke-width="14"/>` +
      fill('M300 434Q306 372 372 356Q452 350 482 434Z', p.b) +
      fill('M332 434Q340 396 380 388Q430 386 450 434Z', p.d) +
      line('M316 426Q322 380 374 368Q444 364 468 426', p.s, 2, '5 5') +
      `<rect x="228" y="304" width="26" height="28" rx="4" fill="none" stroke="${p.t}" stroke-width="5"/>`,
  },
  heels: {
    floor: [478, 190],
    draw: (p) =>
      fill('M156 364L202 372L186 472H172Z', p.d) +
      fill('M168 466H190V476H168Z', RUBBER) +
      fill(
        'M146 292Q150 280 164 286Q220 330 300 366Q380 388 460 420Q500 436 502 452Q500 464 480 464H390Q300 452 240 410Q196 374 158 366Q140 340 146 292Z',
        p.b,
      ) +
      line('M166 292Q228 334 300 368', p.t, 6) +
      line('M502 456Q500 468 480 468H390Q300 456 240 414Q196 378 156 370', p.e, 6) +
      shine('M330 392Q410 410 470 432Q420 428 330 402Z', p.l),
  },
  loafers: {
    floor: [482, 205],
    draw: (p) =>
      fill('M118 450Q112 396 130 372Q150 356 200 362L290 366Q330 368 360 380L430 402Q500 420 504 446V452H118Z', p.b) +
      line('M136 370Q160 360 200 366L288 370', p.d, 7) +
      line('M300 382Q380 390 472 424', p.s, 3, '6 5') +
      fill('M250 370Q270 400 262 422H332Q346 398 330 376Z', p.d) +
      line('M278 394Q298 388 318 394', p.e, 5) +
      shine('M400 402Q470 414 494 440Q460 432 400 412Z', p.l) +
      `<path d="M116 448H480Q506 450 508 462Q506 476 484 476H126Q112 476 112 462Z" fill="${RUBBER}" stroke="#221e1a"/>` +
      line('M196 452V474', '#5d554c', 3),
  },
};

/** The shapes for one garment in one colour: floor shadow, then the garment in an outlined group. */
export function drawGarment(kind: GarmentKind, hex: string): string {
  const drawing = DRAWINGS[kind];
  const p = palette(hex);
  const [floorY, floorRx] = drawing.floor;
  return (
    `<ellipse cx="300" cy="${floorY}" rx="${floorRx}" ry="14" fill="#3a332b" opacity=".13"/>` +
    `<g stroke="${p.e}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${drawing.draw(p)}</g>`
  );
}

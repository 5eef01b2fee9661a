import { C, Relief, incised, raised, round } from './coin-faces-parts';

/**
 * A ruler's bust in profile, facing left as on the Company's and the Raj's coins: a head with its
 * neck cut off at the truncation, or with crown and robed shoulders; hair, bun, beard or turban by
 * ruler. Drawn around (0, 0) in its own units, then scaled to fit inside the legend.
 */

export interface PortraitStyle {
  headgear: 'bare' | 'crown' | 'turban';
  hair: 'short' | 'bun';
  beard: boolean;
}

/** Skull, face and neck to the truncation. The face's edge runs down the left. */
const HEAD =
  'M 0 -170 C -45 -172 -72 -140 -76 -100 C -77 -90 -78 -84 -76 -78 C -84 -64 -96 -52 -100 -44 ' +
  'C -96 -38 -88 -36 -82 -36 C -84 -32 -85 -28 -84 -26 C -82 -23 -80 -21 -78 -20 C -82 -18 -85 -15 -84 -12 ' +
  'C -82 -8 -78 -5 -76 -2 C -80 4 -83 10 -82 14 C -80 24 -72 30 -64 30 C -54 32 -44 34 -40 38 ' +
  'C -36 52 -34 70 -38 96 C -40 102 -44 106 -48 112 C -10 122 40 120 72 106 C 62 86 56 64 56 44 ' +
  'C 62 30 72 16 78 0 C 86 -20 88 -44 86 -64 C 84 -110 60 -168 0 -170 Z';
/** The hair standing a little proud of the skull, from the forehead round behind the ear to the nape. */
const HAIR =
  'M -74 -118 C -82 -150 -50 -178 0 -178 C 62 -176 96 -120 92 -64 C 90 -30 82 0 66 34 ' +
  'C 54 18 46 0 42 -20 C 36 -50 20 -84 -12 -98 C -34 -106 -56 -106 -74 -118 Z';

const SHOULDERS = 'M -40 70 C -60 96 -96 120 -104 168 C -40 180 60 180 118 168 C 112 128 84 96 46 64 Z';
const ROBE_FOLDS =
  'M -80 130 C -60 120 -40 126 -20 140 M -60 160 C -40 144 -10 146 14 160 M 10 120 C 30 110 60 118 80 136 M 36 150 C 60 140 86 146 104 160';
const ROBE_EDGE = 'M -104 168 C -90 130 -60 100 -40 78 M 118 168 C 108 130 80 100 46 70';

const EYE = 'M -64 -70 C -58 -74 -52 -74 -48 -70 M -64 -70 C -58 -66 -53 -66 -49 -69';
const BROW = 'M -70 -84 C -62 -88 -52 -88 -44 -84';
const EAR = 'M 14 -70 C 30 -78 40 -62 36 -44 C 34 -30 24 -22 16 -26 C 22 -34 26 -48 20 -58';
const NOSTRIL = 'M -86 -42 C -82 -44 -78 -42 -78 -38';
const MOUTH = 'M -80 -20 L -66 -20';
const JAW = 'M -60 28 C -30 24 0 6 14 -22';
const SHORT_HAIR =
  'M -64 -112 C -44 -104 -22 -100 0 -98 M 40 -20 C 60 -30 72 -60 74 -100 M 56 4 C 74 -14 84 -50 84 -100 M 28 -44 C 40 -62 48 -82 50 -104';
const CURLS = [
  [-54, -140], [-28, -156], [2, -162], [32, -156], [58, -140], [76, -114],
  [-40, -124], [-12, -138], [18, -140], [46, -126], [68, -94],
  [0, -118], [30, -110], [56, -80], [80, -70], [62, -52], [80, -40], [66, -14], [58, 10],
]
  .map(([x, y]) => `M ${x - 7} ${y + 3} c 0 -10 14 -10 14 0 c 0 6 -8 7 -8 2`)
  .join(' ');
const BUN = 'M 58 -52 m -34 0 a 34 30 0 1 0 68 0 a 34 30 0 1 0 -68 0 Z';
const BUN_COILS = 'M 34 -52 C 40 -74 76 -78 88 -56 M 36 -40 C 48 -58 80 -58 88 -38 M 42 -28 C 56 -42 78 -40 84 -26';
const HAIR_WAVES =
  'M -70 -130 C -40 -146 10 -150 50 -126 M -72 -112 C -40 -124 4 -126 36 -112 C 50 -104 56 -90 58 -80 M -74 -96 C -50 -104 -20 -104 10 -92 C 24 -86 30 -76 30 -68';
const BEARD =
  'M -74 -30 C -84 -16 -92 12 -86 26 C -80 42 -58 50 -36 46 C -10 42 12 20 22 -6 C 16 -14 10 -20 4 -22 C -20 -10 -40 -4 -56 -10 C -62 -16 -66 -24 -74 -30 Z';
const BEARD_CURLS = 'M -78 6 c 4 -6 10 -6 12 0 M -70 26 c 4 -6 10 -6 12 0 M -48 34 c 4 -6 10 -6 12 0 M -50 12 c 4 -6 10 -6 12 0 M -24 22 c 4 -6 10 -6 12 0 M -20 0 c 4 -6 10 -6 12 0 M 0 10 c 4 -6 10 -6 12 0';
const MOUSTACHE = 'M -84 -30 C -74 -24 -60 -26 -48 -32 C -56 -22 -72 -20 -84 -24 Z';
const TURBAN =
  'M -84 -104 C -96 -160 -40 -206 24 -196 C 86 -186 108 -130 92 -86 C 70 -96 30 -104 -10 -104 C -40 -104 -64 -100 -84 -104 Z';
const TURBAN_WRAPS =
  'M -80 -120 C -30 -140 40 -140 94 -104 M -74 -142 C -20 -166 40 -160 90 -128 M -56 -166 C -10 -186 40 -180 76 -156 M -20 -104 C -10 -140 10 -170 40 -190';
const PLUME = 'M -56 -176 C -70 -200 -66 -226 -46 -240 C -50 -218 -44 -200 -40 -180 Z';
const CROWN_ON_HEAD =
  'M -78 -110 L 90 -114 L 88 -138 L -76 -134 Z ' +
  'M -72 -134 C -78 -186 -36 -212 6 -214 C 48 -212 90 -186 86 -138 Z ' +
  'M -58 -130 l -8 -14 l 8 -12 l 8 12 Z M 6 -132 l -8 -16 l 8 -12 l 8 12 Z M 70 -134 l -8 -14 l 8 -12 l 8 12 Z ' +
  'M 6 -222 m -11 0 a 11 11 0 1 0 22 0 a 11 11 0 1 0 -22 0 Z ' +
  'M 3 -250 L 9 -250 L 9 -242 L 16 -242 L 16 -236 L 9 -236 L 9 -230 L 3 -230 L 3 -236 L -4 -236 L -4 -242 L 3 -242 Z';
const CROWN_LINES =
  'M -60 -136 C -60 -176 -30 -200 6 -202 C 42 -200 72 -176 72 -138 M 6 -202 L 6 -138 ' +
  'M -40 -150 C -30 -176 -14 -190 6 -192 M 52 -150 C 42 -176 26 -190 6 -192 M -74 -132 L 88 -136';
const CROWN_JEWELS = 'M -52 -122 l 0 0.1 M -22 -123 l 0 0.1 M 8 -124 l 0 0.1 M 38 -125 l 0 0.1 M 66 -126 l 0 0.1';

const line = (d: string, width: number) => `<path d="${d}" fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The bust, fitted into a circle of `radius` around the coin's centre. */
export function portrait(style: PortraitStyle, radius: number, relief: Relief): string {
  const crowned = style.headgear === 'crown';
  const top = crowned ? -252 : style.headgear === 'turban' ? -244 : -180;
  const bottom = crowned ? 176 : 122;
  // Fit the bust's height into the circle, a little below centre as on the coins.
  const scale = (radius * 1.86) / (bottom - top);
  const shiftY = -((top + bottom) / 2) * scale + radius * 0.04;
  const place = (shapes: string) => `<g transform="translate(${C + 6} ${round(C + shiftY)}) scale(${scale.toFixed(3)})">${shapes}</g>`;

  const body = [crowned ? `<path d="${SHOULDERS}"/>` : '', `<path d="${HEAD}"/>`];
  if (style.headgear !== 'turban') body.push(`<path d="${HAIR}"/>`);
  if (style.beard) body.push(`<path d="${BEARD}"/>`);
  if (style.hair === 'bun') body.push(`<path d="${BUN}"/>`);
  if (style.headgear === 'turban') body.push(`<path d="${TURBAN}"/>`, `<path d="${PLUME}"/>`);
  if (crowned) body.push(`<path d="${CROWN_ON_HEAD}"/>`);

  const details = [line(EYE, 2.6), line(BROW, 2.2), line(NOSTRIL, 2), line(MOUTH, 2)];
  if (style.headgear !== 'turban' && style.hair === 'short') details.push(line(EAR, 3));
  if (!style.beard) details.push(line(JAW, 2));
  if (style.hair === 'bun') details.push(line(HAIR_WAVES, 2.4), line(BUN_COILS, 2.4));
  else if (style.headgear === 'bare') details.push(line(CURLS, 2.4));
  else if (style.headgear === 'crown') details.push(line(SHORT_HAIR, 2.2));
  if (style.beard) details.push(line(BEARD_CURLS, 2.2), line(MOUSTACHE, 2));
  if (style.headgear === 'turban') details.push(line(TURBAN_WRAPS, 2.6), line(MOUSTACHE, 2.4));
  if (crowned) details.push(line(ROBE_FOLDS, 2.4), line(ROBE_EDGE, 3), line(CROWN_LINES, 2.4), line(CROWN_JEWELS, 7));

  return raised(place(body.join('')), relief, 1.2) + incised(place(details.join('')), relief);
}

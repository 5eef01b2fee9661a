import { C, Palette, Relief, VIEW, polar, raised, round } from './coin-faces-parts';

/**
 * The struck blank both faces share: the background cloth, the flan's shape, its metal, raised rim,
 * beaded border, wear and lighting. Only the design in the middle and the place of each scratch differ
 * between the two faces, so they read as two sides of one coin photographed on the same cloth.
 */

export type FlanShape = 'round' | 'square' | 'scalloped' | 'irregular';

export interface CoinLook {
  palette: Palette;
  shape: FlanShape;
  /** 0 (as struck) … 1 (worn smooth); the same on both faces. */
  wear: number;
  /** Hue of the cloth the coin lies on. */
  hue: number;
  beadCount: number;
  /** Harmonics of an irregular flan's outline: amplitude and phase per harmonic 2…5. */
  wobble: [number, number][];
}

export interface FaceDrawing {
  /** The design inside the rim, drawn around (C, C); clipped to the flan. */
  design: string;
  /** Degrees the die was turned when this face was struck. */
  rotation: number;
  /** Random numbers for this face's wear marks. */
  rnd: () => number;
}

const R = 300; // coin
const FIELD = 286; // inside the rim
const BEADS = 272;

/** How far the flan's edge is from the centre at `degrees`, for a coin whose round size is `r`. */
function edgeRadius(look: CoinLook, r: number, degrees: number): number {
  const a = (degrees * Math.PI) / 180;
  switch (look.shape) {
    case 'square': {
      // A superellipse: a square with well rounded corners, its flat sides a little inside the round size.
      const n = 5;
      return (r * 0.9) / (Math.abs(Math.cos(a)) ** n + Math.abs(Math.sin(a)) ** n) ** (1 / n);
    }
    case 'scalloped':
      return r * (0.955 + 0.045 * Math.abs(Math.cos(6 * a)));
    case 'irregular':
      return r * (1 + look.wobble.reduce((sum, [amp, phase], i) => sum + amp * Math.cos((i + 2) * a + phase), 0));
    default:
      return r;
  }
}

function outline(look: CoinLook, r: number, dx = 0, dy = 0): string {
  if (look.shape === 'round') return `M ${round(C + dx - r)} ${round(C + dy)} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
  const points: string[] = [];
  for (let degrees = 0; degrees < 360; degrees += 2) {
    const { x, y } = polar(edgeRadius(look, r, degrees), degrees);
    points.push(`${round(x + dx)} ${round(y + dy)}`);
  }
  return `M ${points.join(' L ')} Z`;
}

/** The gradients every face uses; `relief` fills the raised design. */
function defs(look: CoinLook): string {
  const p = look.palette;
  const bgA = `hsl(${look.hue}, 30%, 92%)`;
  const bgB = `hsl(${(look.hue + 40) % 360}, 24%, 76%)`;
  return `<defs>
    <radialGradient id="bg" cx="42%" cy="36%" r="80%"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></radialGradient>
    <radialGradient id="field" gradientUnits="userSpaceOnUse" cx="${C - 70}" cy="${C - 90}" r="${R * 1.35}">
      <stop offset="0" stop-color="${p.highlight}"/><stop offset="0.3" stop-color="${p.light}"/><stop offset="0.72" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/>
    </radialGradient>
    <linearGradient id="relief" x1="0.1" y1="0" x2="0.9" y2="1">
      <stop offset="0" stop-color="${p.highlight}"/><stop offset="0.3" stop-color="${p.light}"/><stop offset="0.85" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
    <linearGradient id="rim" x1="0.15" y1="0.1" x2="0.85" y2="0.95">
      <stop offset="0" stop-color="${p.highlight}"/><stop offset="0.35" stop-color="${p.light}"/><stop offset="0.7" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.deep}"/>
    </linearGradient>
    <linearGradient id="rimInner" x1="0.85" y1="0.9" x2="0.15" y2="0.1">
      <stop offset="0" stop-color="${p.highlight}" stop-opacity="0.9"/><stop offset="0.5" stop-color="${p.mid}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0.8"/>
    </linearGradient>
    <radialGradient id="toning" gradientUnits="userSpaceOnUse" cx="${C}" cy="${C}" r="${FIELD}">
      <stop offset="0.55" stop-color="${p.deep}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="${round(0.12 + look.wear * 0.2)}"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
    <clipPath id="flan"><path d="${outline(look, FIELD - 2)}"/></clipPath>
    <radialGradient id="shadow" gradientUnits="userSpaceOnUse" cx="${C + 22}" cy="${C + 30}" r="${R + 40}">
      <stop offset="0.8" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.9" stop-color="#000000" stop-opacity="0.14"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
}

/** Beads just inside the rim, following the flan's outline. */
function beadRing(look: CoinLook, relief: Relief): string {
  const beads: string[] = [];
  for (let i = 0; i < look.beadCount; i++) {
    const degrees = (360 * i) / look.beadCount;
    const { x, y } = polar(edgeRadius(look, BEADS, degrees), degrees);
    beads.push(`<circle cx="${round(x)}" cy="${round(y)}" r="5"/>`);
  }
  return raised(beads.join(''), relief, 0.8);
}

/** Speckles, pits, hairline scratches and, on a well-worn coin, knocks on the rim. */
function wearMarks(look: CoinLook, rnd: () => number): string {
  const { palette, wear } = look;
  const marks: string[] = [];
  const speckles = Math.floor(60 + wear * 180);
  for (let i = 0; i < speckles; i++) {
    const r = Math.sqrt(rnd()) * (FIELD - 10);
    const { x, y } = polar(r, rnd() * 360);
    const dark = rnd() < 0.6;
    marks.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(0.6 + rnd() * 1.8)}" fill="${dark ? palette.deep : palette.highlight}" fill-opacity="${round((0.15 + rnd() * 0.3) * (0.4 + wear))}"/>`,
    );
  }
  const scratches = Math.floor(1 + wear * 8);
  for (let i = 0; i < scratches; i++) {
    const { x, y } = polar(Math.sqrt(rnd()) * 230, rnd() * 360);
    const d = rnd() * Math.PI;
    const len = 20 + rnd() * 70;
    marks.push(
      `<path d="M ${round(x)} ${round(y)} q ${round((Math.cos(d) * len) / 2 + 6)} ${round((Math.sin(d) * len) / 2 - 6)} ${round(Math.cos(d) * len)} ${round(Math.sin(d) * len)}" stroke="${palette.highlight}" stroke-width="0.9" stroke-opacity="${round(0.25 + 0.3 * wear)}" fill="none"/>`,
    );
  }
  const knocks = wear > 0.6 ? 1 + Math.floor(rnd() * 3) : 0;
  for (let i = 0; i < knocks; i++) {
    const degrees = rnd() * 360;
    const { x, y } = polar(edgeRadius(look, R - 4, degrees), degrees);
    marks.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(4 + rnd() * 4)}" fill="${palette.deep}" fill-opacity="0.45"/>`);
  }
  return marks.join('');
}

/** One face as an SVG document of `size` pixels. */
export function faceDocument(look: CoinLook, face: FaceDrawing, size: number): string {
  const p = look.palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}">
  ${defs(look)}
  <rect width="${VIEW}" height="${VIEW}" fill="url(#bg)"/>
  <circle cx="${C + 22}" cy="${C + 30}" r="${R + 40}" fill="url(#shadow)"/>
  <path d="${outline(look, R, 3, 5)}" fill="${p.deep}"/>
  <path d="${outline(look, R)}" fill="url(#rim)"/>
  <path d="${outline(look, FIELD)}" fill="url(#field)"/>
  <path d="${outline(look, FIELD)}" fill="url(#toning)"/>
  <path d="${outline(look, FIELD)}" fill="none" stroke="url(#rimInner)" stroke-width="3"/>
  <g clip-path="url(#flan)">
    <g transform="rotate(${round(face.rotation)} ${C} ${C})">${face.design}</g>
  </g>
  ${beadRing(look, { palette: p, relief: 'url(#relief)', flatness: look.wear })}
  <g>${wearMarks(look, face.rnd)}</g>
  <path d="${outline(look, R)}" fill="url(#sheen)"/>
  <path d="${outline(look, R - 1)}" fill="none" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="2"/>
</svg>`;
}

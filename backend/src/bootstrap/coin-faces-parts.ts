/**
 * Small drawing parts shared by both faces of a demo coin: the deterministic random numbers, the
 * metal palettes, raised (embossed) relief and lettering set along the rim. Every drawing is in an
 * 800-unit square with the coin centred on (C, C); the document is scaled to the output size.
 */

export const VIEW = 800;
export const C = VIEW / 2;
/** Generic families only, so any machine's serif font will do. */
export const FONT = "'DejaVu Serif', 'Noto Serif', 'Liberation Serif', 'Times New Roman', Georgia, serif";

export interface Palette {
  highlight: string;
  light: string;
  mid: string;
  dark: string;
  deep: string;
}

const PALETTES: Record<string, Palette> = {
  gold: { highlight: '#fff6c8', light: '#f6d36b', mid: '#dba52c', dark: '#a06d0c', deep: '#5e3c02' },
  silver: { highlight: '#ffffff', light: '#e9edf2', mid: '#bcc3cc', dark: '#7f8893', deep: '#454c55' },
  copper: { highlight: '#ffd9bd', light: '#e39a6c', mid: '#c06a3c', dark: '#83401d', deep: '#4a200b' },
  bronze: { highlight: '#f7dfb0', light: '#cfa368', mid: '#a67a42', dark: '#6e4e24', deep: '#3c2a10' },
  nickel: { highlight: '#fbfcf6', light: '#d9dcd0', mid: '#aeb2a4', dark: '#72776a', deep: '#40443a' },
  brass: { highlight: '#fbf6c4', light: '#e0d37a', mid: '#bfa943', dark: '#85741f', deep: '#4b410c' },
  'copper-nickel': { highlight: '#fbf4ee', light: '#dccfc3', mid: '#b3a293', dark: '#7c6b5e', deep: '#463a31' },
  other: { highlight: '#f4f8fc', light: '#c9d3dd', mid: '#99a7b5', dark: '#5f6d7b', deep: '#2f3945' },
  unknown: { highlight: '#e6e3da', light: '#aaa496', mid: '#807a6b', dark: '#545045', deep: '#2b2822' },
};

export function paletteFor(metal: string | null): Palette {
  return PALETTES[metal ?? 'unknown'] ?? PALETTES.other;
}

/** FNV-1a over the text, then mulberry32: a small deterministic PRNG. */
export function random(text: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);

export const round = (n: number): string => n.toFixed(1);

/** A point `r` from the centre at `degrees` (0 = right, 90 = down). */
export function polar(r: number, degrees: number, cx = C, cy = C): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

/**
 * How a face's relief catches the light. `relief` is the fill of the design itself (a gradient id
 * or colour); `flatness` grows with wear, so a worn coin's design stands out less from its field.
 */
export interface Relief {
  palette: Palette;
  relief: string;
  flatness: number;
}

/** The shapes in one colour, moved by (dx, dy). */
function shifted(shapes: string, colour: string, dx: number, dy: number, opacity: number): string {
  return `<g transform="translate(${round(dx)} ${round(dy)})" fill="${colour}" stroke="${colour}" stroke-width="0" fill-opacity="${Math.max(0, opacity).toFixed(2)}" stroke-opacity="${Math.max(0, opacity).toFixed(2)}">${shapes}</g>`;
}

/**
 * Relief raised from the field: a dark shadow below-right, a light edge above-left, then the face.
 * `shapes` must not set their own fill or stroke colours (they inherit them); a stroked shape sets
 * fill="none" and its stroke-width. `depth` scales the offsets, for low relief such as fine dots.
 */
export function raised(shapes: string, relief: Relief, depth = 1): string {
  const { palette, flatness } = relief;
  const layer = (colour: string, dx: number, dy: number, opacity: number) => shifted(shapes, colour, dx * depth, dy * depth, opacity);
  return (
    layer(palette.deep, 2.4, 2.8, 0.62 - flatness * 0.22) +
    layer(palette.highlight, -1.5, -1.7, 0.9 - flatness * 0.3) +
    layer(relief.relief, 0, 0, 1)
  );
}

/**
 * Detail cut into the relief (hair, an eye, the lines of a letter): a dark groove with a light lip
 * below-right where its far wall catches the light. Worn coins lose these first.
 */
export function incised(shapes: string, relief: Relief, depth = 1): string {
  const { palette, flatness } = relief;
  const layer = (colour: string, dx: number, dy: number, opacity: number) => shifted(shapes, colour, dx * depth, dy * depth, opacity);
  return layer(palette.highlight, 1.1, 1.3, 0.7 - flatness * 0.35) + layer(palette.deep, 0, 0, 0.6 - flatness * 0.3);
}

/** Rough advance of a capital in a serif face, in ems, so narrow letters are not spaced like wide ones. */
function advance(ch: string): number {
  if (ch === ' ') return 0.42;
  if ('I1.,:;\'/|·'.includes(ch)) return 0.45;
  if ('MW&'.includes(ch)) return 0.98;
  if ('JL'.includes(ch)) return 0.66;
  return 0.76;
}

/** Degrees of arc `text` takes at `radius` in letters of `fontSize`. */
export function arcSpan(text: string, radius: number, fontSize: number): number {
  return [...text].reduce((sum, ch) => sum + ((advance(ch) * fontSize) / radius) * (180 / Math.PI), 0);
}

/**
 * Letters set one by one along an arc (librsvg's textPath support varies), centred on `centre`
 * degrees; `bottom` text reads left to right along the bottom with its feet towards the rim.
 */
export function arcText(text: string, radius: number, centre: number, fontSize: number, bottom: boolean, relief: Relief): string {
  const chars = [...text];
  const widths = chars.map((ch) => ((advance(ch) * fontSize) / radius) * (180 / Math.PI));
  const span = widths.reduce((sum, w) => sum + w, 0);
  const letters: string[] = [];
  let offset = 0;
  chars.forEach((ch, i) => {
    const middle = offset + widths[i] / 2;
    offset += widths[i];
    if (ch === ' ') return;
    const angle = bottom ? centre + span / 2 - middle : centre - span / 2 + middle;
    // Baseline on the circle: a top letter's feet point inwards, a bottom letter's outwards.
    const { x, y } = polar(bottom ? radius + fontSize * 0.35 : radius, angle);
    const rotate = bottom ? angle - 90 : angle + 90;
    letters.push(
      `<text x="${round(x)}" y="${round(y)}" transform="rotate(${round(rotate)} ${round(x)} ${round(y)})" font-size="${fontSize}" text-anchor="middle">${escapeXml(ch)}</text>`,
    );
  });
  return raised(`<g font-family="${FONT}" font-weight="bold">${letters.join('')}</g>`, relief, 0.8);
}

/** Straight lettering centred on (x, y), squeezed to `maxWidth` when the word is long. */
export function centredText(text: string, x: number, y: number, fontSize: number, maxWidth: number, relief: Relief): string {
  const natural = [...text].reduce((sum, ch) => sum + advance(ch), 0) * fontSize;
  const size = natural > maxWidth ? Math.floor((fontSize * maxWidth) / natural) : fontSize;
  return raised(
    `<text x="${round(x)}" y="${round(y + size * 0.36)}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle">${escapeXml(text)}</text>`,
    relief,
    1.1,
  );
}

/** A star polygon's points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    coords.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return coords.join(' ');
}

/** A ring of `count` dots at `radius`, as raised beads. */
export function dotRing(count: number, radius: number, dot: number, relief: Relief, depth = 0.6): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const { x, y } = polar(radius, (360 * i) / count);
    dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${dot}"/>`);
  }
  return raised(dots.join(''), relief, depth);
}

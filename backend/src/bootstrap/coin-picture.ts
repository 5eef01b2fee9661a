import sharp from 'sharp';

/**
 * Draws a stand-in photo for a demo listing: an 800×800 WebP of a struck coin (metal-coloured
 * gradient, raised beaded rim, legend from the category, the year or a star in the centre) on a soft
 * background. The same listing and seed always give the same picture; the seed varies the rotation,
 * background hue and wear. Only generic font families are named, so any serif font will do.
 */

interface CoinPictureInput {
  title: string;
  metal: string | null;
  year: string | null;
  category: string;
}

interface Palette {
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

const LEGENDS: Record<string, string> = {
  'british-india': 'BRITISH INDIA',
  mughal: 'MUGHAL EMPIRE',
  republic: 'INDIA',
  princely: 'PRINCELY STATE',
  'east-india-company': 'EAST INDIA COMPANY',
  'portuguese-india': 'PORTUGUESE INDIA',
  'french-india': 'FRENCH INDIA',
};

/** Denominations recognised in a title, shown along the bottom of the coin. */
const DENOMINATIONS: [RegExp, string][] = [
  [/\b(?:one |1 )?quarter rupee\b|1\/4 rupee/i, 'QUARTER RUPEE'],
  [/\b(?:one |1 )?half rupee\b|1\/2 rupee/i, 'HALF RUPEE'],
  [/\b1\/2 rupia\b|half rupia/i, 'MEIA RUPIA'],
  [/\brupia\b/i, 'RUPIA'],
  [/\b(?:10|ten) rupees\b/i, 'TEN RUPEES'],
  [/\b(?:2|two) rupees\b/i, 'TWO RUPEES'],
  [/\b(?:one |1 )?rupee\b/i, 'ONE RUPEE'],
  [/\bquarter anna\b|1\/4 anna/i, 'QUARTER ANNA'],
  [/\bhalf anna\b|1\/2 anna/i, 'HALF ANNA'],
  [/\b(?:2|two) annas\b/i, 'TWO ANNAS'],
  [/\banna series\b/i, 'ANNA SERIES'],
  [/\bpie\b/i, 'ONE PIE'],
  [/\bhalf pice\b/i, 'HALF PICE'],
  [/\bpice\b/i, 'ONE PICE'],
  [/\bnaya paisa\b/i, 'NAYA PAISA'],
  [/\b(\d+|twenty|ten) paise\b/i, 'PAISE'],
  [/\bpaisa\b/i, 'PAISA'],
  [/\bmohur\b/i, 'MOHUR'],
  [/\bashrafi\b/i, 'ASHRAFI'],
  [/\bsovereign\b/i, 'SOVEREIGN'],
  [/\bshahrukhi\b/i, 'SHAHRUKHI'],
  [/\bdam\b/i, 'DAM'],
  [/\btanga\b/i, 'TANGA'],
  [/\bdouble fanon\b/i, 'DOUBLE FANON'],
  [/\bfanon\b/i, 'FANON'],
  [/\bfanam\b/i, 'FANAM'],
  [/\bdoudou\b/i, 'DOUDOU'],
  [/\bchuckram\b/i, 'CHUCKRAM'],
  [/\bkori\b/i, 'KORI'],
];

const SIZE = 800;
const C = SIZE / 2;
const FONT = "'DejaVu Serif', 'Noto Serif', 'Liberation Serif', 'Times New Roman', Georgia, serif";

/** FNV-1a over the text, then mulberry32: a small deterministic PRNG. */
function random(text: string): () => number {
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

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);

const round = (n: number): string => n.toFixed(1);

/** Short text for the centre: "1835", "AH 1115", "VS 1999", "c. 1860" — or null for a star. */
function centreText(year: string | null): string | null {
  const value = year?.trim();
  if (!value) return null;
  if (value.length <= 7) return value.toUpperCase();
  const match = /^(AH|VS|AM|AD|RY|SE|CE|ILAHI|C\.)?\s*(\d{1,4})/i.exec(value);
  if (!match) return value.slice(0, 7).toUpperCase();
  return (match[1] ? `${match[1].toUpperCase()} ${match[2]}` : match[2]).slice(0, 9);
}

function denomination(title: string): string | null {
  for (const [pattern, label] of DENOMINATIONS) if (pattern.test(title)) return label;
  return null;
}

/** Text raised from the field: a dark shadow below-right, a light edge above-left, then the face. */
function embossed(element: (fill: string, dx: number, dy: number, opacity: number) => string, palette: Palette): string {
  return element(palette.deep, 2.2, 2.6, 0.55) + element(palette.highlight, -1.4, -1.6, 0.85) + element(palette.mid, 0, 0, 1);
}

/** Rough advance of a capital in a serif face, in ems, so narrow letters are not spaced like wide ones. */
function advance(ch: string): number {
  if (ch === ' ') return 0.42;
  if ('I1.,:;\'/|'.includes(ch)) return 0.45;
  if ('MW'.includes(ch)) return 0.98;
  if ('JL'.includes(ch)) return 0.66;
  return 0.76;
}

/** Letters set one by one along an arc (librsvg's textPath support varies), centred on `centre` degrees. */
function arcText(text: string, radius: number, centre: number, fontSize: number, bottom: boolean, palette: Palette): string {
  const chars = [...text];
  const toDegrees = (ems: number) => ((ems * fontSize) / radius) * (180 / Math.PI);
  const widths = chars.map((ch) => toDegrees(advance(ch)));
  const span = widths.reduce((sum, w) => sum + w, 0);
  const parts: string[] = [];
  let offset = 0;
  chars.forEach((ch, i) => {
    const middle = offset + widths[i] / 2;
    offset += widths[i];
    if (ch === ' ') return;
    const angle = bottom ? centre + span / 2 - middle : centre - span / 2 + middle;
    const rad = (angle * Math.PI) / 180;
    const x = C + radius * Math.cos(rad);
    const y = C + radius * Math.sin(rad);
    const rotate = bottom ? angle - 90 : angle + 90;
    parts.push(
      embossed(
        (fill, dx, dy, opacity) =>
          `<text x="${round(x + dx)}" y="${round(y + dy)}" transform="rotate(${round(rotate)} ${round(x + dx)} ${round(y + dy)})" ` +
          `fill="${fill}" fill-opacity="${opacity}" font-size="${fontSize}" text-anchor="middle">${escapeXml(ch)}</text>`,
        palette,
      ),
    );
  });
  return parts.join('');
}

function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    coords.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return coords.join(' ');
}

/** A laurel branch below the centre, from the bottom round to the left; mirrored for the right. */
function laurel(palette: Palette, mirror: boolean): string {
  const radius = 140;
  const from = 96;
  const to = 172;
  const point = (degrees: number, r = radius) => {
    const a = (degrees * Math.PI) / 180;
    return { x: C + r * Math.cos(a), y: C + 14 + r * Math.sin(a) };
  };
  const leaves: string[] = [];
  for (let degrees = from + 6; degrees <= to; degrees += 9) {
    for (const side of [-1, 1]) {
      const p = point(degrees, radius + side * 9);
      const tilt = degrees + 90 + side * 28; // along the stem, splayed outwards/inwards
      leaves.push(`<ellipse cx="${round(p.x)}" cy="${round(p.y)}" rx="13" ry="5" transform="rotate(${round(tilt)} ${round(p.x)} ${round(p.y)})"/>`);
    }
  }
  const tip = point(to + 8);
  leaves.push(`<ellipse cx="${round(tip.x)}" cy="${round(tip.y)}" rx="12" ry="5" transform="rotate(${round(to + 8 + 90)} ${round(tip.x)} ${round(tip.y)})"/>`);
  const start = point(from);
  const end = point(to);
  const stem = `<path d="M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 0 1 ${round(end.x)} ${round(end.y)}" fill="none" stroke-width="3"/>`;
  const body = (fill: string, dx: number, dy: number, opacity: number) =>
    `<g transform="translate(${dx} ${dy})" fill="${fill}" stroke="${fill}" fill-opacity="${opacity}" stroke-opacity="${opacity}">${stem}${leaves.join('')}</g>`;
  const group = embossed(body, palette);
  return mirror ? `<g transform="translate(${SIZE} 0) scale(-1 1)">${group}</g>` : group;
}

function coinSvg(listing: CoinPictureInput, seed: number): string {
  const rnd = random(`${listing.title}|${listing.metal ?? ''}|${listing.year ?? ''}|${listing.category}|${seed}`);
  const palette = PALETTES[listing.metal ?? 'unknown'] ?? PALETTES.other;
  const hue = Math.floor(rnd() * 360);
  const rotation = round(rnd() * 50 - 25);
  const wear = 0.25 + rnd() * 0.75;

  const R = 300; // coin
  const FIELD = 262; // inside the rim

  // Beads on the rim's inner edge.
  const beadCount = 96 + Math.floor(rnd() * 3) * 12;
  const beads: string[] = [];
  for (let i = 0; i < beadCount; i++) {
    const a = (2 * Math.PI * i) / beadCount;
    const x = C + 272 * Math.cos(a);
    const y = C + 272 * Math.sin(a);
    beads.push(`<circle cx="${round(x)}" cy="${round(y)}" r="5.2"/>`);
  }
  const beadRing = embossed(
    (fill, dx, dy, opacity) => `<g transform="translate(${dx} ${dy})" fill="${fill}" fill-opacity="${opacity}">${beads.join('')}</g>`,
    palette,
  );

  // Fine dotted circle inside the legend.
  const dots: string[] = [];
  for (let i = 0; i < 80; i++) {
    const a = (2 * Math.PI * i) / 80;
    dots.push(`<circle cx="${round(C + 188 * Math.cos(a))}" cy="${round(C + 188 * Math.sin(a))}" r="2.6"/>`);
  }
  const dotRing = embossed(
    (fill, dx, dy, opacity) => `<g transform="translate(${dx * 0.6} ${dy * 0.6})" fill="${fill}" fill-opacity="${opacity}">${dots.join('')}</g>`,
    palette,
  );

  const legend = LEGENDS[listing.category] ?? 'INDIA';
  const legendSize = legend.length > 14 ? 34 : 38;
  const denom = denomination(listing.title);
  const topLegend = arcText(legend, 212, -90, legendSize, false, palette);
  const bottomLegend = denom ? arcText(denom, 244, 90, 30, true, palette) : '';
  const sideStars = [180, 0]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const x = C + 228 * Math.cos(rad);
      const y = C + 228 * Math.sin(rad);
      return embossed((fill, dx, dy, opacity) => `<polygon points="${star(x + dx, y + dy, 11, 4.5, 5)}" fill="${fill}" fill-opacity="${opacity}"/>`, palette);
    })
    .join('');

  const text = centreText(listing.year);
  let centre: string;
  if (text) {
    const size = Math.min(104, Math.floor(240 / (text.length * 0.64)));
    centre =
      embossed(
        (fill, dx, dy, opacity) =>
          `<text x="${C + dx * 1.4}" y="${C + size * 0.36 + dy * 1.4}" fill="${fill}" fill-opacity="${opacity}" font-size="${size}" font-weight="bold" text-anchor="middle">${escapeXml(text)}</text>`,
        palette,
      ) +
      embossed(
        (fill, dx, dy, opacity) => `<polygon points="${star(C + dx, C - 95 + dy, 18, 7.5, 5)}" fill="${fill}" fill-opacity="${opacity}"/>`,
        palette,
      );
  } else {
    centre = embossed(
      (fill, dx, dy, opacity) => `<polygon points="${star(C + dx * 1.6, C - 8 + dy * 1.6, 86, 36, 8)}" fill="${fill}" fill-opacity="${opacity}"/>`,
      palette,
    );
  }
  const wreath = laurel(palette, false) + laurel(palette, true);

  // Wear: speckles, tiny pits and a few hairline scratches across the field.
  const marks: string[] = [];
  const speckles = Math.floor(60 + wear * 160);
  for (let i = 0; i < speckles; i++) {
    const r = Math.sqrt(rnd()) * (R - 8);
    const a = rnd() * 2 * Math.PI;
    const dark = rnd() < 0.6;
    marks.push(
      `<circle cx="${round(C + r * Math.cos(a))}" cy="${round(C + r * Math.sin(a))}" r="${round(0.6 + rnd() * 1.8)}" fill="${dark ? palette.deep : palette.highlight}" fill-opacity="${round((0.15 + rnd() * 0.3) * wear)}"/>`,
    );
  }
  const scratches = Math.floor(wear * 7);
  for (let i = 0; i < scratches; i++) {
    const r = Math.sqrt(rnd()) * 230;
    const a = rnd() * 2 * Math.PI;
    const x = C + r * Math.cos(a);
    const y = C + r * Math.sin(a);
    const d = rnd() * Math.PI;
    const len = 20 + rnd() * 60;
    marks.push(
      `<path d="M ${round(x)} ${round(y)} q ${round((Math.cos(d) * len) / 2 + 6)} ${round((Math.sin(d) * len) / 2 - 6)} ${round(Math.cos(d) * len)} ${round(Math.sin(d) * len)}" stroke="${palette.highlight}" stroke-width="0.9" stroke-opacity="${round(0.35 * wear)}" fill="none"/>`,
    );
  }

  const bgA = `hsl(${hue}, 32%, 93%)`;
  const bgB = `hsl(${(hue + 40) % 360}, 26%, 80%)`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="bg" cx="42%" cy="36%" r="80%">
      <stop offset="0" stop-color="${bgA}"/>
      <stop offset="1" stop-color="${bgB}"/>
    </radialGradient>
    <radialGradient id="field" cx="38%" cy="32%" r="78%">
      <stop offset="0" stop-color="${palette.highlight}"/>
      <stop offset="0.28" stop-color="${palette.light}"/>
      <stop offset="0.7" stop-color="${palette.mid}"/>
      <stop offset="1" stop-color="${palette.dark}"/>
    </radialGradient>
    <linearGradient id="rim" x1="0.15" y1="0.1" x2="0.85" y2="0.95">
      <stop offset="0" stop-color="${palette.highlight}"/>
      <stop offset="0.35" stop-color="${palette.light}"/>
      <stop offset="0.7" stop-color="${palette.dark}"/>
      <stop offset="1" stop-color="${palette.deep}"/>
    </linearGradient>
    <linearGradient id="rimInner" x1="0.85" y1="0.9" x2="0.15" y2="0.1">
      <stop offset="0" stop-color="${palette.highlight}" stop-opacity="0.9"/>
      <stop offset="0.5" stop-color="${palette.mid}" stop-opacity="0"/>
      <stop offset="1" stop-color="${palette.deep}" stop-opacity="0.8"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="18"/>
    </filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="${C + 22}" cy="${C + 30}" rx="${R}" ry="${R - 6}" fill="#000000" fill-opacity="0.32" filter="url(#shadow)"/>
  <circle cx="${C + 3}" cy="${C + 5}" r="${R}" fill="${palette.deep}"/>
  <circle cx="${C}" cy="${C}" r="${R}" fill="url(#rim)"/>
  <circle cx="${C}" cy="${C}" r="${FIELD + 24}" fill="url(#field)"/>
  <circle cx="${C}" cy="${C}" r="${FIELD + 24}" fill="none" stroke="url(#rimInner)" stroke-width="3"/>
  <g transform="rotate(${rotation} ${C} ${C})" font-family="${FONT}">
    ${beadRing}
    ${dotRing}
    ${topLegend}
    ${bottomLegend}
    ${sideStars}
    ${wreath}
    ${centre}
  </g>
  <g>${marks.join('')}</g>
  <circle cx="${C}" cy="${C}" r="${R}" fill="url(#sheen)"/>
  <circle cx="${C}" cy="${C}" r="${R - 1}" fill="none" stroke="${palette.deep}" stroke-opacity="0.5" stroke-width="2"/>
</svg>`;
}

export async function coinPicture(listing: CoinPictureInput, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(coinSvg(listing, seed))).webp({ quality: 80 }).toBuffer();
}

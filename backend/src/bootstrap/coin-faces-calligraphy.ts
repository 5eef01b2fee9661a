import { C, Relief, incised, raised, random, round } from './coin-faces-parts';

/**
 * Persian-style script for the Mughal faces, drawn as pen strokes rather than set in a font (an Arabic
 * font is not on every machine): words of upright alifs, teeth, loops and bowls joined along a
 * baseline, with long swashes and diamond dots, and the date in Persian numerals. The same text always
 * gives the same strokes, so every Surat coin shows the same "Surat".
 */

export interface ScriptLine {
  /** Seeds the strokes: the same text, the same writing. */
  text: string;
  /** Baseline height and the line's horizontal extent (right to left, as the script runs). */
  y: number;
  right: number;
  left: number;
  /** Height of an alif. */
  size: number;
}

/** A nib stroke thick in the middle and pointed at both ends, along a gentle curve. */
function swash(x1: number, y1: number, x2: number, y2: number, bow: number, thickness: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + bow;
  return `<path d="M ${round(x1)} ${round(y1)} Q ${round(mx)} ${round(my - thickness)} ${round(x2)} ${round(y2)} Q ${round(mx)} ${round(my + thickness)} ${round(x1)} ${round(y1)} Z"/>`;
}

/** An upright stroke (alif, the stem of a kaf or lam), leaning a little, wider at the top. */
function upright(x: number, base: number, height: number, lean: number, width: number): string {
  const top = base - height;
  return (
    `<path d="M ${round(x - width * 0.35)} ${round(base)} L ${round(x + lean - width * 0.6)} ${round(top)} ` +
    `Q ${round(x + lean)} ${round(top - width * 0.6)} ${round(x + lean + width * 0.6)} ${round(top)} L ${round(x + width * 0.35)} ${round(base)} Z"/>`
  );
}

const dot = (x: number, y: number, size: number) =>
  `<path d="M ${round(x)} ${round(y - size)} L ${round(x + size)} ${round(y)} L ${round(x)} ${round(y + size)} L ${round(x - size)} ${round(y)} Z"/>`;

/** One line of script: words from right to left, each a run of letters on the baseline. */
function scriptLine(line: ScriptLine): string {
  const rnd = random(line.text);
  const { y, size } = line;
  const pen = Math.max(3, size * 0.12);
  const shapes: string[] = [];
  let x = line.right;
  while (x > line.left + size * 0.6) {
    const wordWidth = Math.min(x - line.left, size * (1.2 + rnd() * 1.8));
    const start = x;
    const end = x - wordWidth;
    // The joining stroke along the baseline; every other word ends in a long swash sweeping below it.
    const tail = rnd() < 0.5;
    shapes.push(swash(start, y, tail ? end - size * 0.45 : end, tail ? y + size * 0.22 : y, tail ? size * 0.32 : 0, pen * (tail ? 0.9 : 0.6)));
    let cursor = start - size * 0.1;
    let previous = -1;
    while (cursor > end + size * 0.15) {
      // Five letter forms; the same one twice running looks like a pattern, not writing.
      let kind = Math.floor(rnd() * 5);
      if (kind === previous) kind = (kind + 1 + Math.floor(rnd() * 4)) % 5;
      previous = kind;
      if (kind === 0) shapes.push(upright(cursor, y, size * (0.85 + rnd() * 0.25), size * 0.1, pen * 0.85));
      else if (kind === 1) shapes.push(upright(cursor, y, size * 0.26, 0, pen * 0.75));
      else if (kind === 2) {
        const r = size * 0.13;
        shapes.push(`<ellipse cx="${round(cursor)}" cy="${round(y - r)}" rx="${round(r * 1.25)}" ry="${round(r)}" fill="none" stroke-width="${round(pen * 0.6)}"/>`);
      } else if (kind === 3) {
        // A kaf's slanting top stroke.
        shapes.push(swash(cursor, y - size * 0.2, cursor + size * 0.5, y - size * 0.8, 0, pen * 0.38));
      } else {
        // A bowl hanging below the line (noon, ye).
        const w = size * 0.55;
        shapes.push(
          `<path d="M ${round(cursor)} ${round(y - size * 0.15)} C ${round(cursor + 4)} ${round(y + size * 0.5)} ${round(cursor - w)} ${round(y + size * 0.5)} ${round(cursor - w)} ${round(y - size * 0.05)}" fill="none" stroke-width="${round(pen * 0.85)}" stroke-linecap="round"/>`,
        );
      }
      if (rnd() < 0.45) {
        const above = rnd() < 0.6;
        const count = 1 + Math.floor(rnd() * 2);
        for (let i = 0; i < count; i++) {
          shapes.push(dot(cursor - size * 0.1 + i * pen * 1.8, above ? y - size * (0.45 + rnd() * 0.15) : y + size * 0.32, pen * 0.7));
        }
      }
      cursor -= size * (0.18 + rnd() * 0.22);
    }
    x = end - size * (0.15 + rnd() * 0.2);
  }
  return shapes.join('');
}

/** Lines of script as raised relief. */
export function script(lines: ScriptLine[], relief: Relief): string {
  return raised(lines.map(scriptLine).join(''), relief, 0.8);
}

/**
 * Persian numerals as pen strokes in a 12 × 22 box (0 a diamond dot, 4, 5 and 6 in their Persian
 * forms), written left to right as numbers are in the script.
 */
const DIGITS: Record<string, string> = {
  '0': 'M 6 14 l 3 3 l -3 3 l -3 -3 Z',
  '1': 'M 5 2 Q 7 12 6 22',
  '2': 'M 4 22 Q 5 12 3 4 Q 7 8 11 2',
  '3': 'M 4 22 Q 5 12 3 4 Q 5 8 7 3 Q 9 8 11 2',
  '4': 'M 11 4 Q 3 3 6 10 Q 0 12 4 17 Q 8 20 11 16 M 6 17 L 5 22',
  '5': 'M 6 6 C 0 12 2 21 6 21 C 10 21 12 12 6 6 Z',
  '6': 'M 2 4 Q 6 8 11 4 M 9 5 L 6 22',
  '7': 'M 2 4 L 6 21 L 10 4',
  '8': 'M 2 21 L 6 4 L 10 21',
  '9': 'M 5 3 a 3.6 3.6 0 1 0 0.1 0 M 8.5 7 L 8 22',
};

/** `digits` in Persian numerals, `height` tall, centred on (x, y). */
export function persianNumber(digits: string, x: number, y: number, height: number, relief: Relief): string {
  const scale = height / 22;
  const step = 13 * scale;
  const chars = [...digits].filter((ch) => DIGITS[ch]);
  const left = x - (chars.length * step) / 2;
  const glyphs = chars.map(
    (ch, i) =>
      // The zero is a solid dot and the five a closed loop; the other digits are open strokes.
      `<path transform="translate(${round(left + i * step)} ${round(y - height / 2)}) scale(${scale.toFixed(3)})" d="${DIGITS[ch]}"${ch === '0' ? '' : ' fill="none"'} stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return raised(glyphs.join(''), relief, 0.8);
}

/** A square cartouche of two ruled lines with beads between them, `half` from the centre to a side. */
export function squareCartouche(half: number, relief: Relief): string {
  const square = (h: number, width: number) =>
    `<rect x="${C - h}" y="${C - h}" width="${2 * h}" height="${2 * h}" fill="none" stroke-width="${width}"/>`;
  const beads: string[] = [];
  const inner = half - 9;
  for (let i = 0; i < 4 * 12; i++) {
    const side = Math.floor(i / 12);
    const t = -inner + ((i % 12) + 0.5) * ((2 * inner) / 12);
    const [x, y] = [
      [t, -inner],
      [inner, t],
      [-t, inner],
      [-inner, -t],
    ][side];
    beads.push(`<circle cx="${round(C + x)}" cy="${round(C + y)}" r="2.8"/>`);
  }
  return raised(square(half, 4) + square(half - 18, 3) + beads.join(''), relief, 0.7);
}

/** Thin ruled lines across the field between lines of script, as on many Mughal reverses. */
export function ruledLines(ys: number[], radius: number, relief: Relief): string {
  return incised(
    ys
      .map((y) => {
        const half = Math.sqrt(Math.max(0, radius * radius - (y - C) ** 2));
        return `<path d="M ${round(C - half)} ${round(y)} L ${round(C + half)} ${round(y)}" fill="none" stroke-width="3"/>`;
      })
      .join(''),
    relief,
  );
}

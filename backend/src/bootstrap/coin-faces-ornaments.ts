import { C, Relief, polar, raised, round } from './coin-faces-parts';

/**
 * The frames and small devices of a coin's design: laurel wreaths, ears of wheat, floral borders,
 * crowns, rosettes and the fleur-de-lis. Each returns raised relief, drawn around the coin's centre
 * unless it takes its own position.
 */

const mirrored = (shapes: string) => `${shapes}<g transform="translate(${2 * C} 0) scale(-1 1)">${shapes}</g>`;

/** A leaf: a pointed oval `length` long at (x, y), along `degrees`. */
function leaf(x: number, y: number, length: number, width: number, degrees: number): string {
  const half = length / 2;
  return (
    `<path transform="translate(${round(x)} ${round(y)}) rotate(${round(degrees)})" ` +
    `d="M ${round(-half)} 0 Q 0 ${round(-width)} ${round(half)} 0 Q 0 ${round(width)} ${round(-half)} 0 Z"/>`
  );
}

/**
 * Two laurel branches tied at the bottom and open at the top, around the centre at `radius`:
 * paired leaves along a curved stem, smaller towards the tips, a few berries, and a bow.
 */
export function laurelWreath(radius: number, relief: Relief, reach = 140): string {
  const from = 100;
  const to = from + reach;
  const branch: string[] = [];
  const start = polar(radius, from);
  const end = polar(radius, to);
  branch.push(`<path d="M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 0 1 ${round(end.x)} ${round(end.y)}" fill="none" stroke-width="3.2"/>`);
  for (let degrees = from + 5; degrees <= to; degrees += 8.5) {
    const size = 30 - ((degrees - from) / reach) * 10;
    for (const side of [-1, 1]) {
      const p = polar(radius + side * size * 0.42, degrees);
      branch.push(leaf(p.x, p.y, size, size * 0.3, degrees + 90 + side * 32));
    }
    if (Math.round(degrees) % 3 === 0) {
      const berry = polar(radius - 4, degrees + 4);
      branch.push(`<circle cx="${round(berry.x)}" cy="${round(berry.y)}" r="3.6"/>`);
    }
  }
  const tip = polar(radius, to + 5);
  branch.push(leaf(tip.x, tip.y, 22, 6, to + 95));
  const knot = polar(radius, 90);
  const bow =
    `<path d="M ${round(knot.x)} ${round(knot.y)} c -14 -16 -34 -6 -22 6 c 6 6 16 2 22 -6 Z" fill="none" stroke-width="3"/>` +
    `<path d="M ${round(knot.x)} ${round(knot.y)} l -16 24 M ${round(knot.x)} ${round(knot.y)} l -6 26" fill="none" stroke-width="3.4"/>`;
  return raised(mirrored(branch.join('') + bow), relief);
}

/** An ear of wheat rising from (x, y) towards `degrees`: a stalk and chevrons of grains, with awns. */
function wheatEar(x: number, y: number, length: number, degrees: number): string {
  const parts: string[] = [];
  const a = (degrees * Math.PI) / 180;
  const along = (t: number) => ({ x: x + Math.cos(a) * t, y: y + Math.sin(a) * t });
  const end = along(length);
  parts.push(`<path d="M ${round(x)} ${round(y)} L ${round(end.x)} ${round(end.y)}" fill="none" stroke-width="3"/>`);
  const head = length * 0.45;
  for (let t = head; t <= length; t += 14) {
    const size = 19 - ((t - head) / (length - head)) * 6;
    for (const side of [-1, 1]) {
      const p = along(t);
      const off = { x: Math.cos(a + (side * Math.PI) / 2) * 6, y: Math.sin(a + (side * Math.PI) / 2) * 6 };
      parts.push(leaf(p.x + off.x, p.y + off.y, size, 5.5, degrees + side * 34));
      const awn = { x: p.x + off.x + Math.cos(a + side * 0.6) * 26, y: p.y + off.y + Math.sin(a + side * 0.6) * 26 };
      parts.push(`<path d="M ${round(p.x + off.x)} ${round(p.y + off.y)} L ${round(awn.x)} ${round(awn.y)}" fill="none" stroke-width="1.2"/>`);
    }
  }
  parts.push(leaf(end.x, end.y, 16, 5, degrees));
  return parts.join('');
}

/** Two sheaves of wheat curving up either side of the centre, as on the Republic's early reverses. */
export function wheatSheaves(relief: Relief): string {
  const ears: string[] = [];
  const base = { x: C - 92, y: C + 176 };
  for (const [length, degrees] of [
    [230, -118],
    [210, -132],
    [185, -104],
  ]) {
    ears.push(wheatEar(base.x, base.y, length, degrees));
  }
  const leaves = leaf(C - 86, C + 120, 70, 9, -112) + leaf(C - 46, C + 128, 60, 8, -72);
  return raised(mirrored(ears.join('') + leaves), relief);
}

/** A ring of lotus petals pointing outwards with a bead between each pair, as a floral border. */
export function floralBorder(radius: number, count: number, relief: Relief): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const degrees = (360 * i) / count;
    const p = polar(radius, degrees);
    parts.push(`<path transform="translate(${round(p.x)} ${round(p.y)}) rotate(${round(degrees + 90)})" d="M 0 -14 C 9 -6 9 6 0 12 C -9 6 -9 -6 0 -14 Z M -13 8 Q -6 -2 0 12 Q 6 -2 13 8 Q 6 14 0 12 Q -6 14 -13 8 Z"/>`);
    const bead = polar(radius, degrees + 180 / count);
    parts.push(`<circle cx="${round(bead.x)}" cy="${round(bead.y)}" r="3.4"/>`);
  }
  return raised(parts.join(''), relief);
}

/** An imperial crown centred on (x, y), `width` wide: band, arches, orb and cross, jewels. */
export function crown(x: number, y: number, width: number, relief: Relief): string {
  const s = width / 100;
  const shapes =
    `<g transform="translate(${round(x)} ${round(y)}) scale(${s.toFixed(3)})">` +
    '<path d="M -50 30 L 50 30 L 48 16 L -48 16 Z"/>' +
    '<path d="M -48 16 C -58 -10 -42 -36 -8 -40 L 8 -40 C 42 -36 58 -10 48 16 L 36 16 C 40 -6 28 -24 6 -28 L -6 -28 C -28 -24 -40 -6 -36 16 Z"/>' +
    '<path d="M -6 -28 L 6 -28 L 4 14 L -4 14 Z"/>' +
    '<circle cx="0" cy="-48" r="8"/><path d="M -3 -72 L 3 -72 L 3 -64 L 10 -64 L 10 -58 L 3 -58 L 3 -54 L -3 -54 L -3 -58 L -10 -58 L -10 -64 L -3 -64 Z"/>' +
    '<circle cx="-50" cy="10" r="6"/><circle cx="50" cy="10" r="6"/><circle cx="-24" cy="-18" r="4"/><circle cx="24" cy="-18" r="4"/>' +
    '<path d="M -50 38 L 50 38 L 50 44 L -50 44 Z"/>' +
    '</g>';
  return raised(shapes, relief);
}

/** A rosette of `petals` rounded petals around a boss. */
export function rosette(x: number, y: number, radius: number, petals: number, relief: Relief): string {
  const parts: string[] = [`<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius * 0.28)}"/>`];
  for (let i = 0; i < petals; i++) {
    const degrees = (360 * i) / petals - 90;
    const p = polar(radius * 0.62, degrees, x, y);
    parts.push(`<ellipse cx="${round(p.x)}" cy="${round(p.y)}" rx="${round(radius * 0.36)}" ry="${round(radius * 0.2)}" transform="rotate(${round(degrees)} ${round(p.x)} ${round(p.y)})"/>`);
  }
  return raised(parts.join(''), relief);
}

/** The fleur-de-lis of the French Indian coins, `height` tall, centred on (x, y). */
export function fleurDeLis(x: number, y: number, height: number, relief: Relief): string {
  const s = height / 100;
  return raised(
    `<g transform="translate(${round(x)} ${round(y)}) scale(${s.toFixed(3)})">` +
      '<path d="M 0 -50 C 14 -34 16 -14 6 6 L -6 6 C -16 -14 -14 -34 0 -50 Z"/>' +
      '<path d="M -6 8 C -20 -8 -44 -12 -44 6 C -44 20 -30 22 -24 14 C -30 12 -32 4 -26 2 C -18 0 -12 8 -8 16 Z"/>' +
      '<path d="M 6 8 C 20 -8 44 -12 44 6 C 44 20 30 22 24 14 C 30 12 32 4 26 2 C 18 0 12 8 8 16 Z"/>' +
      '<path d="M -26 14 L 26 14 L 26 22 L -26 22 Z"/>' +
      '<path d="M -4 22 L 4 22 C 6 34 12 42 20 48 L -20 48 C -12 42 -6 34 -4 22 Z"/>' +
      '</g>',
    relief,
  );
}

import { C, Relief, incised, polar, raised, round } from './coin-faces-parts';

/**
 * The central emblems of obverses that carry no ruler's bust: the Republic's lion capital of Ashoka,
 * the princely states' devices (Mysore's elephant, Hyderabad's Charminar, Travancore's conch, a lotus)
 * and the arms on a shield. Each is drawn around (0, 0) in its own units and placed with `at`.
 */

const at = (shapes: string, scale: number, dy = 0) => `<g transform="translate(${C} ${round(C + dy)}) scale(${scale.toFixed(3)})">${shapes}</g>`;
const line = (d: string, width: number) => `<path d="${d}" fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A lion's mane: a disc fringed with flame-like tufts. */
function mane(x: number, y: number, r: number): string {
  const tufts = 20;
  let d = '';
  for (let i = 0; i < tufts; i++) {
    const tip = polar(r, (360 * i) / tufts - 90, x, y);
    const valley = polar(r * 0.8, (360 * (i + 0.5)) / tufts - 90, x, y);
    const control = polar(r * 0.98, (360 * (i + 0.35)) / tufts - 90, x, y);
    d += `${i === 0 ? 'M' : 'L'} ${round(tip.x)} ${round(tip.y)} Q ${round(control.x)} ${round(control.y)} ${round(valley.x)} ${round(valley.y)} `;
  }
  return `<path d="${d}Z"/>`;
}

/** Strokes of hair radiating through a mane. */
function maneStrokes(x: number, y: number, r: number): string {
  const strokes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const a = polar(r * 0.55, (360 * i) / 20 + 9, x, y);
    const b = polar(r * 0.82, (360 * i) / 20 + 14, x, y);
    strokes.push(`M ${round(a.x)} ${round(a.y)} L ${round(b.x)} ${round(b.y)}`);
  }
  return strokes.join(' ');
}

/** A small beast in profile on the abacus (the bull and the horse), facing `dir`. */
function beast(x: number, y: number, dir: 1 | -1): string {
  const head = `<ellipse cx="${x + dir * 22}" cy="${y - 14}" rx="9" ry="6"/>`;
  const legs = [-12, -4, 8, 14].map((dx) => `<rect x="${x + dx - 2}" y="${y + 2}" width="4" height="12"/>`).join('');
  return `<ellipse cx="${x}" cy="${y}" rx="18" ry="9"/>${head}<path d="M ${x + dir * 12} ${y - 4} L ${x + dir * 20} ${y - 14} L ${x + dir * 16} ${y - 4} Z"/>${legs}`;
}

/** A side lion's face in profile, breaking out of its mane with the jaws open outwards (`dir` -1 left, 1 right). */
function profileHead(dir: 1 | -1): string {
  const x = (v: number) => dir * v;
  return (
    `<path d="M ${x(96)} -78 C ${x(116)} -80 ${x(132)} -72 ${x(146)} -58 L ${x(148)} -48 C ${x(140)} -44 ${x(132)} -44 ${x(126)} -40 ` +
    `C ${x(132)} -34 ${x(140)} -32 ${x(144)} -26 C ${x(132)} -16 ${x(112)} -16 ${x(96)} -26 Z"/>`
  );
}

/** The lion capital of Ashoka as on the Republic's coins: three lions over an abacus with the wheel, a bull and a horse. */
export function lionCapital(radius: number, relief: Relief): string {
  const bodies = '<path d="M -128 72 L -126 0 C -124 -16 -110 -26 -90 -28 L 90 -28 C 110 -26 124 -16 126 0 L 128 72 Z"/>';
  const sides = mane(-84, -52, 52) + mane(84, -52, 52) + profileHead(-1) + profileHead(1);
  const centre =
    mane(0, -72, 64) +
    '<path d="M -32 -90 C -34 -112 34 -112 32 -90 L 26 -46 C 20 -30 -20 -30 -26 -46 Z"/>' +
    '<path d="M -40 -10 C -40 -30 40 -30 40 -10 L 42 72 L -42 72 Z"/>';
  const legs =
    'M -12 24 L -12 62 M 12 24 L 12 62 M -34 66 q 11 -8 22 0 M 12 66 q 11 -8 22 0 ' +
    'M -96 30 L -96 62 M 96 30 L 96 62 M -118 66 q 10 -8 20 0 M 98 66 q 10 -8 20 0';
  const abacus = '<rect x="-132" y="72" width="264" height="44" rx="6"/><rect x="-140" y="112" width="280" height="10" rx="3"/>';
  const beasts = beast(-78, 94, -1) + beast(78, 94, 1);
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const p = polar(15, i * 30, 0, 94);
    return `M 0 94 L ${round(p.x)} ${round(p.y)}`;
  }).join(' ');
  const details =
    line(`${maneStrokes(0, -72, 62)} ${maneStrokes(-80, -52, 50)} ${maneStrokes(80, -52, 50)}`, 2.2) +
    line('M -16 -80 l 8 2 M 8 -78 l 8 -2 M -8 -56 L 0 -50 L 8 -56 M 0 -50 L 0 -42 M -12 -38 Q 0 -32 12 -38 M -128 -60 l 5 0 M 123 -60 l 5 0', 3) +
    line(`${legs} M -126 76 L 126 76`, 2.4) +
    line(`M 0 94 m -16 0 a 16 16 0 1 0 32 0 a 16 16 0 1 0 -32 0 ${spokes}`, 2);
  const scale = radius / 160;
  return (
    raised(at(bodies, scale, 22), relief, 1) +
    raised(at(sides, scale, 22), relief, 1.1) +
    raised(at(centre, scale, 22), relief, 1.2) +
    raised(at(abacus, scale, 22), relief, 1) +
    raised(at(beasts + '<circle cx="0" cy="94" r="18"/>', scale, 22), relief, 0.7) +
    incised(at(details, scale, 22), relief)
  );
}

/** Mysore's elephant, walking left, as on Tipu Sultan's paisas. */
export function elephant(radius: number, relief: Relief): string {
  const body =
    '<path d="M -60 -70 C -90 -72 -112 -50 -116 -20 C -120 10 -124 40 -128 70 C -130 90 -126 106 -112 108 ' +
    'C -104 108 -102 100 -110 96 C -112 70 -106 40 -98 22 C -94 32 -90 40 -84 44 L -82 116 L -54 116 L -50 64 ' +
    'L -34 66 L -32 116 L -4 116 L -2 66 C 20 70 40 70 56 62 L 58 116 L 86 116 L 88 58 L 96 56 L 98 116 L 124 116 ' +
    'L 126 30 C 132 10 130 -20 118 -40 C 100 -70 40 -84 0 -80 C -20 -78 -40 -76 -60 -70 Z"/>' +
    '<path d="M 122 -28 C 136 -6 140 20 136 46 L 130 46 C 132 20 128 0 118 -18 Z"/>';
  const ear = '<path d="M -66 -58 C -30 -68 -10 -40 -18 -8 C -22 12 -40 22 -58 16 C -50 -10 -56 -40 -66 -58 Z"/>';
  const tusk = line('M -98 28 C -104 44 -116 52 -130 50', 7);
  const details = line('M -92 -42 l 7 0 M -46 66 L -46 110 M 92 62 L 92 110 M -110 20 C -116 50 -118 80 -116 100 M 10 -60 C 50 -66 90 -56 112 -34', 2.6);
  const scale = radius / 170;
  return raised(at(body, scale, -4), relief, 1.2) + raised(at(ear + tusk, scale, -4), relief, 0.7) + incised(at(details, scale, -4), relief);
}

/** Hyderabad's Charminar: four minarets with onion domes round a great arch. */
export function charminar(radius: number, relief: Relief): string {
  const minaret = (x: number, w: number) =>
    `<rect x="${x - w / 2}" y="-110" width="${w}" height="230"/>` +
    `<rect x="${x - w / 2 - 5}" y="-70" width="${w + 10}" height="8"/><rect x="${x - w / 2 - 5}" y="-20" width="${w + 10}" height="8"/>` +
    `<path d="M ${x - w / 2 - 2} -110 C ${x - w / 2 - 4} -130 ${x} -140 ${x} -152 C ${x} -140 ${x + w / 2 + 4} -130 ${x + w / 2 + 2} -110 Z"/>`;
  const building = '<rect x="-84" y="-4" width="168" height="124"/><rect x="-78" y="-44" width="156" height="40"/>';
  const details = line(
    'M -46 120 L -46 40 C -46 10 -20 -6 0 -14 C 20 -6 46 10 46 40 L 46 120 ' +
      'M -70 -36 l 0 26 M -50 -36 l 0 26 M -30 -36 l 0 26 M -10 -36 l 0 26 M 10 -36 l 0 26 M 30 -36 l 0 26 M 50 -36 l 0 26 M 70 -36 l 0 26 M -96 120 L 96 120',
    3,
  );
  const scale = radius / 175;
  return raised(at(building + minaret(-84, 22) + minaret(84, 22) + minaret(-56, 16) + minaret(56, 16), scale, 10), relief, 1.1) + incised(at(details, scale, 10), relief);
}

/** Travancore's conch (sankha): a spindle-shaped shell with its whorls at the top and the flared lip. */
export function conch(radius: number, relief: Relief): string {
  const shell =
    '<path d="M -10 -100 C 30 -110 70 -80 78 -40 C 86 0 60 60 20 112 C 10 124 -4 128 -10 120 C -40 80 -76 20 -70 -30 C -66 -70 -40 -96 -10 -100 Z"/>';
  const whorls = '<ellipse cx="-2" cy="-104" rx="46" ry="15"/><ellipse cx="0" cy="-122" rx="32" ry="11"/><ellipse cx="2" cy="-137" rx="18" ry="8"/><circle cx="3" cy="-149" r="6"/>';
  const lip = '<path d="M 56 -76 C 104 -44 100 32 36 96 C 62 30 70 -24 56 -76 Z"/>';
  const details = line('M -62 -40 C -20 -58 40 -58 76 -42 M -68 0 C -24 -14 36 -14 74 0 M -56 44 C -20 32 30 32 56 44 M 44 -70 C 64 -20 58 50 18 108', 3);
  const scale = radius / 160;
  return (
    `<g transform="rotate(-20 ${C} ${C})">${raised(at(shell, scale, 10), relief, 1.2)}${raised(at(whorls, scale, 10), relief, 0.9)}` +
    `${raised(at(lip, scale, 10), relief, 0.8)}${incised(at(details, scale, 10), relief)}</g>`
  );
}

/** A lotus seen from above: two rings of pointed petals round a seeded centre. */
export function lotus(radius: number, relief: Relief): string {
  const petals = (count: number, length: number, width: number, offset: number) =>
    Array.from({ length: count }, (_, i) => {
      const degrees = (360 * i) / count + offset;
      return `<path transform="rotate(${round(degrees)})" d="M 0 -${length} C ${width} -${length * 0.6} ${width} -20 0 -16 C -${width} -20 -${width} -${length * 0.6} 0 -${length} Z"/>`;
    }).join('');
  const seeds = Array.from({ length: 8 }, (_, i) => {
    const p = polar(18, i * 45, 0, 0);
    return `<circle cx="${round(p.x)}" cy="${round(p.y)}" r="4" fill="none" stroke-width="3"/>`;
  }).join('');
  const scale = radius / 150;
  return (
    raised(at(petals(8, 150, 42, 22.5), scale), relief, 1) +
    raised(at(petals(8, 112, 34, 0), scale), relief, 1.1) +
    raised(at('<circle r="34"/>', scale), relief, 1.2) +
    incised(at(seeds, scale), relief)
  );
}

/**
 * A shield of arms: Portugal's five quinas in a cross for Portuguese India, the red cross of the
 * Company's arms for the East India Company.
 */
export function shield(radius: number, charge: 'quinas' | 'cross', relief: Relief): string {
  const outline = 'M -90 -100 L 90 -100 L 90 10 C 90 76 36 108 0 124 C -36 108 -90 76 -90 10 Z';
  const inner = line('M -76 -86 L 76 -86 L 76 8 C 76 64 30 92 0 106 C -30 92 -76 64 -76 8 Z', 3);
  let charges: string;
  if (charge === 'quinas') {
    charges = [
      [0, -46],
      [0, 0],
      [0, 46],
      [-44, 0],
      [44, 0],
    ]
      .map(([x, y]) => `<path d="M ${x - 15} ${y - 18} L ${x + 15} ${y - 18} L ${x + 15} ${y + 4} C ${x + 15} ${y + 14} ${x + 6} ${y + 20} ${x} ${y + 22} C ${x - 6} ${y + 20} ${x - 15} ${y + 14} ${x - 15} ${y + 4} Z"/>`)
      .join('');
  } else {
    charges = '<rect x="-14" y="-86" width="28" height="186"/><rect x="-76" y="-30" width="152" height="28"/>';
  }
  const scale = radius / 170;
  return raised(at(`<path d="${outline}"/>`, scale, 24), relief, 1.1) + incised(at(inner, scale, 24), relief) + raised(at(charges, scale, 24), relief, 0.7);
}

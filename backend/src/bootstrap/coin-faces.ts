import sharp from 'sharp';
import { CoinLook, FlanShape, faceDocument } from './coin-faces-blank';
import { obverseDesign } from './coin-faces-obverse';
import { paletteFor, random } from './coin-faces-parts';
import { reverseDesign } from './coin-faces-reverse';
import { faceTexts } from './coin-faces-text';
import type { CoinPictureInput } from './coin-faces-input';

/**
 * Both faces of a demo coin (issue 13, decisions/0075): an obverse (bust, emblem or cartouche, with
 * the issuer's or ruler's legend) and a reverse (denomination and year in a wreath or border, or the
 * mint and Hijri year in script), drawn as two sides of one coin — same metal, flan, rim, wear and
 * cloth, each face turned its own way. The same listing always gives the same two pictures.
 */

/** Full-size demo photos: square JPEGs as a phone camera would give, within 0075's 2048 px. */
export const FACE_SIZE = 1200;
const JPEG_QUALITY = 85;

/** How worn each condition looks, from a proof-like mint coin to a worn-smooth one. */
const WEAR: Record<string, number> = {
  mint: 0.05,
  excellent: 0.15,
  'very-fine': 0.3,
  fine: 0.45,
  'very-good': 0.58,
  good: 0.7,
  fair: 0.82,
  poor: 0.95,
};

function flanShape(input: CoinPictureInput): FlanShape {
  const shape = input.shape?.toLowerCase() ?? '';
  if (shape.includes('square')) return 'square';
  if (shape.includes('scallop')) return 'scalloped';
  if (shape.includes('irregular')) return 'irregular';
  return 'round';
}

/** The two faces as SVG documents of `size` pixels; `variant` gives another photo of the same listing. */
export function coinFaceDocuments(input: CoinPictureInput, size: number, variant = ''): { obverse: string; reverse: string } {
  const key = `${input.title}|${input.metal ?? ''}|${input.year ?? ''}|${input.category}|${variant}`;
  const rnd = random(key);
  const look: CoinLook = {
    palette: paletteFor(input.metal),
    shape: flanShape(input),
    wear: WEAR[input.condition ?? ''] ?? 0.2 + rnd() * 0.6,
    hue: Math.floor(rnd() * 360),
    beadCount: 96 + Math.floor(rnd() * 3) * 12,
    wobble: [0, 1, 2, 3].map((): [number, number] => [0.006 + rnd() * 0.01, rnd() * 2 * Math.PI]),
  };
  const relief = { palette: look.palette, relief: 'url(#relief)', flatness: look.wear };
  const texts = faceTexts(input);
  const turn = () => rnd() * 36 - 18;
  const obverse = faceDocument(look, { design: obverseDesign(input, texts, relief), rotation: turn(), rnd: random(`${key}|obverse`) }, size);
  const reverse = faceDocument(look, { design: reverseDesign(input.category, texts, relief), rotation: turn(), rnd: random(`${key}|reverse`) }, size);
  return { obverse, reverse };
}

export async function drawCoinFaces(input: CoinPictureInput): Promise<{ obverse: Buffer; reverse: Buffer }> {
  const documents = coinFaceDocuments(input, FACE_SIZE);
  const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const [obverse, reverse] = await Promise.all([render(documents.obverse), render(documents.reverse)]);
  return { obverse, reverse };
}

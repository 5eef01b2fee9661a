import sharp from 'sharp';
import { FACE_SIZE, drawCoinFaces } from './coin-faces';
import type { CoinPictureInput } from './coin-faces-input';
import { faceTexts } from './coin-faces-text';
import { coinPicture } from './coin-picture';

const SAMPLES: CoinPictureInput[] = [
  { title: '1862 Victoria One Rupee, Bombay Mint', metal: 'silver', year: '1862', category: 'british-india' },
  { title: 'Shah Jahan Gold Mohur, Surat Mint', metal: 'gold', year: 'AH 1040 / RY 3', category: 'mughal' },
  { title: '1950 One Rupee, nickel (Ashoka Lion)', metal: 'nickel', year: '1950', category: 'republic' },
  { title: 'Mysore Tipu Sultan Copper Paisa, Elephant', metal: 'copper', year: '1794 (AM 1222)', category: 'princely' },
];

/**
 * The coin's middle (the field inside the rim, without the cloth) in greyscale, contrast-stretched
 * and shrunk to 32×32: what a glance at the design takes in, whatever the metal's brightness.
 */
const glance = (jpeg: Buffer) =>
  sharp(jpeg).extract({ left: 240, top: 240, width: 720, height: 720 }).greyscale().normalise().resize(32, 32, { fit: 'fill' }).raw().toBuffer();

function meanAbsoluteDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/*
 * Thresholds, measured on the sixty demo listings (with and without their coin identities): a coin's
 * two faces differ by 6.8 to 26 (a face against itself: 0); the four samples' same faces differ from
 * each other's by 11.8 or more.
 */
const FACES_APART = 5;
const COINS_APART = 8;

describe('drawCoinFaces', () => {
  it.each(SAMPLES)('draws both faces of "$title" as $metal 1200×1200 JPEGs', async (coin) => {
    const faces = await drawCoinFaces(coin);
    for (const face of [faces.obverse, faces.reverse]) {
      expect(face.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
      const meta = await sharp(face).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: FACE_SIZE, height: FACE_SIZE });
      // A drawn coin, not an empty canvas, and small enough for a demo seed.
      expect(face.length).toBeGreaterThan(40 * 1024);
      expect(face.length).toBeLessThan(300 * 1024);
    }
  });

  it('draws the same two pictures for the same listing, every time', async () => {
    const [a, b] = await Promise.all([drawCoinFaces(SAMPLES[0]), drawCoinFaces({ ...SAMPLES[0] })]);
    expect(a.obverse.equals(b.obverse)).toBe(true);
    expect(a.reverse.equals(b.reverse)).toBe(true);
  });

  it('shows two clearly different faces of each coin', async () => {
    for (const coin of SAMPLES) {
      const faces = await drawCoinFaces(coin);
      const difference = meanAbsoluteDifference(await glance(faces.obverse), await glance(faces.reverse));
      expect({ coin: coin.title, apart: difference > FACES_APART }).toEqual({ coin: coin.title, apart: true });
    }
  });

  it('gives different coins different obverses and different reverses', async () => {
    const glances = await Promise.all(
      SAMPLES.map(async (coin) => {
        const faces = await drawCoinFaces(coin);
        return { title: coin.title, obverse: await glance(faces.obverse), reverse: await glance(faces.reverse) };
      }),
    );
    for (let i = 0; i < glances.length; i++) {
      for (let j = i + 1; j < glances.length; j++) {
        const pair = `${glances[i].title} / ${glances[j].title}`;
        expect({ pair, obverses: meanAbsoluteDifference(glances[i].obverse, glances[j].obverse) > COINS_APART }).toEqual({ pair, obverses: true });
        expect({ pair, reverses: meanAbsoluteDifference(glances[i].reverse, glances[j].reverse) > COINS_APART }).toEqual({ pair, reverses: true });
      }
    }
  });

  it('draws square, scalloped and irregular flans, unknown metals and listings with no year', async () => {
    const odd: CoinPictureInput[] = [
      { title: '1943 Two Annas, George VI', metal: 'brass', year: '1943', category: 'british-india', shape: 'Square with rounded corners', condition: 'fine' },
      { title: '1974 FAO 10 Paise', metal: 'other', year: '1974', category: 'republic', shape: 'Scalloped', condition: 'mint' },
      { title: 'Travancore Gold Fanam', metal: 'gold', year: null, category: 'princely', shape: 'Irregular', condition: 'poor' },
      { title: 'Lot of 40 Republic India coins', metal: null, year: null, category: 'republic' },
    ];
    for (const coin of odd) {
      const faces = await drawCoinFaces(coin);
      expect((await sharp(faces.reverse).metadata()).width).toBe(FACE_SIZE);
    }
  });

  it('escapes text taken from the listing', async () => {
    const faces = await drawCoinFaces({ title: 'A <b>&"odd"</b> rupee', metal: 'brass', year: '<1900 & "c">', category: 'french-india', mint: '<Pondi & "chéry">' });
    expect((await sharp(faces.obverse).metadata()).format).toBe('jpeg');
  });
});

describe('faceTexts', () => {
  it('gives a British ruler the titles the coins give', () => {
    expect(faceTexts({ title: '1862 Victoria One Rupee', metal: 'silver', year: '1862', category: 'british-india' }).obverseLegend).toBe('VICTORIA QUEEN');
    expect(faceTexts({ title: '1877 Victoria Empress One Rupee', metal: 'silver', year: '1877', category: 'british-india' }).obverseLegend).toBe('VICTORIA EMPRESS');
    expect(faceTexts({ title: '1835 William IV One Rupee', metal: 'silver', year: '1835', category: 'east-india-company' })).toMatchObject({
      obverseLegend: 'WILLIAM IIII KING',
      reverseLegend: 'EAST INDIA COMPANY',
    });
  });

  it('sets the denomination as the coin does, from the listing or its title', () => {
    expect(faceTexts({ title: '1904 Edward VII Quarter Anna', metal: 'copper', year: '1904', category: 'british-india' }).denomination).toEqual(['QUARTER', 'ANNA']);
    expect(faceTexts({ title: 'Gandhi', metal: 'silver', year: '1969', category: 'republic', denomination: '10 Rupees' }).denomination).toEqual(['10', 'RUPEES']);
    expect(faceTexts({ title: '1950 One Rupee, nickel', metal: 'nickel', year: '1950', category: 'republic' }).denomination).toEqual(['ONE', 'RUPEE']);
    expect(faceTexts({ title: '1/2 Rupia 1952', metal: 'copper-nickel', year: '1952', category: 'portuguese-india' }).denomination).toEqual(['MEIA', 'RUPIA']);
    expect(faceTexts({ title: 'Silver Fanon', metal: 'silver', year: null, category: 'french-india', denomination: 'Fanon' }).denomination).toEqual(['FANON']);
    expect(faceTexts({ title: 'Lot of 40 Republic India coins', metal: null, year: null, category: 'republic' }).denomination).toEqual([]);
  });

  it('writes a Mughal coin in script, with its Hijri and regnal years and its mint', () => {
    expect(faceTexts({ title: 'Shah Jahan Gold Mohur, Surat Mint', metal: 'gold', year: 'AH 1040 / RY 3', category: 'mughal' })).toMatchObject({
      persian: true,
      ruler: 'Shah Jahan',
      hijriYear: '1040',
      regnalYear: '3',
      mint: 'Surat',
    });
    // A Company rupee struck in the emperor's name is a Persian-script coin too.
    expect(faceTexts({ title: 'Murshidabad Rupee', metal: 'silver', year: 'AH 1204 / RY 19', category: 'east-india-company', ruler: 'Shah Alam II' }).persian).toBe(true);
  });
});

describe('coinPicture', () => {
  it('is the drawn obverse as an 800×800 WebP', async () => {
    const meta = await sharp(await coinPicture(SAMPLES[2], 1)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 800, height: 800 });
  });
});

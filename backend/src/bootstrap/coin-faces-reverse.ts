import { persianNumber, ruledLines, script } from './coin-faces-calligraphy';
import { crown, floralBorder, fleurDeLis, laurelWreath, rosette, wheatSheaves } from './coin-faces-ornaments';
import { C, Relief, arcSpan, arcText, centredText, dotRing, starPoints, raised } from './coin-faces-parts';
import type { FaceTexts } from './coin-faces-text';

/**
 * The reverse: what the coin is worth and when it was struck. The denomination in large letters and
 * the year in the centre, inside a laurel wreath, ears of wheat or a floral border by the coin's
 * kind; for Mughal coins a second field of script with the mint's name, the regnal year and the
 * Hijri year in Persian numerals.
 */

interface Row {
  text: string;
  size: number;
}

/** Rows of lettering stacked round `centreY`, each no wider than `maxWidth`. */
function stack(rows: Row[], centreY: number, maxWidth: number, relief: Relief): string {
  const gap = 14;
  const height = rows.reduce((sum, row) => sum + row.size * 0.74, 0) + gap * (rows.length - 1);
  let y = centreY - height / 2;
  return rows
    .map((row) => {
      const middle = y + (row.size * 0.74) / 2;
      y += row.size * 0.74 + gap;
      return centredText(row.text, C, middle, row.size, maxWidth, relief);
    })
    .join('');
}

/** Denomination, then (for the Raj) INDIA, then the date. */
function rows(texts: FaceTexts, category: string): Row[] {
  const result: Row[] = [];
  const [first, second] = texts.denomination;
  // A unit of two words ("NAYA PAISA", "DOUBLE FANON") takes a line per word, as the coins set it.
  const unitRows = (unit: string, size: number) => unit.split(' ').map((word) => ({ text: word, size: unit.includes(' ') ? size * 0.8 : size }));
  if (second) {
    const numeral = /^[\d¼½]+$/.test(first);
    result.push({ text: first, size: numeral ? 96 : 52 }, ...unitRows(second, 62));
  } else if (first) {
    result.push(...unitRows(first, 64));
  } else {
    result.push({ text: category === 'republic' ? 'INDIA' : texts.obverseLegend.split(' ')[0], size: 56 });
  }
  if (category === 'british-india') result.push({ text: 'INDIA', size: 34 });
  if (texts.year) result.push({ text: texts.year, size: texts.year.length > 5 ? 40 : 48 });
  return result;
}

/** A legend round the top of the reverse, if the coin carries one there. */
function topLegend(texts: FaceTexts, relief: Relief): string {
  if (!texts.reverseLegend) return '';
  const natural = arcSpan(texts.reverseLegend, 230, 36);
  const size = natural > 150 ? Math.floor((36 * 150) / natural) : 36;
  return arcText(texts.reverseLegend, 230, -90, size, false, relief);
}

/** Mughal reverse: ruled lines of script naming the mint, with the regnal and Hijri years. */
function mughalReverse(texts: FaceTexts, relief: Relief): string {
  const mint = texts.mint ?? 'dar al-khilafa';
  const lines = [
    { text: `${texts.ruler ?? 'Badshah'}|titles`, y: C - 88, right: C + 170, left: C - 170, size: 46 },
    { text: `julus|${texts.regnalYear ?? ''}`, y: C - 4, right: C + 200, left: C + 40, size: 50 },
    { text: `mint|${mint}`, y: C + 84, right: C + 180, left: C - 180, size: 52 },
    { text: 'zarb', y: C + 158, right: C + 100, left: C - 100, size: 40 },
  ];
  const regnal = texts.regnalYear ? persianNumber(texts.regnalYear, C - 60, C - 24, 40, relief) : rosette(C - 60, C - 24, 18, 6, relief);
  const hijri = texts.hijriYear ? persianNumber(texts.hijriYear, C, C - 170, 44, relief) : rosette(C, C - 170, 18, 8, relief);
  return dotRing(110, 238, 3.6, relief) + ruledLines([C - 136, C + 30, C + 110], 232, relief) + script(lines, relief) + regnal + hijri + rosette(C - 130, C - 30, 12, 5, relief);
}

export function reverseDesign(category: string, texts: FaceTexts, relief: Relief): string {
  if (texts.persian) return mughalReverse(texts, relief);
  const ring = dotRing(120, 252, 2.6, relief);
  const centre = (dy: number, width = 250) => stack(rows(texts, category), C + dy, width, relief);
  const starAbove = raised(`<polygon points="${starPoints(C, C - 150, 18, 7.5, 5)}"/>`, relief);
  switch (category) {
    case 'republic':
      return ring + topLegend(texts, relief) + wheatSheaves(relief) + centre(-34, 190);
    case 'british-india': {
      const victorian = texts.ruler === 'Victoria' || texts.ruler === 'William IV';
      const frame = victorian ? laurelWreath(176, relief) : floralBorder(206, 24, relief);
      return ring + frame + crown(C, C - 122, 72, relief) + centre(24, victorian ? 250 : 290);
    }
    case 'east-india-company':
    case 'portuguese-india':
      return ring + topLegend(texts, relief) + laurelWreath(164, relief) + centre(8, 230);
    case 'french-india':
      return ring + topLegend(texts, relief) + floralBorder(188, 22, relief) + fleurDeLis(C, C - 118, 56, relief) + centre(24, 260);
    default:
      return ring + topLegend(texts, relief) + floralBorder(188, 22, relief) + starAbove + centre(16, 260);
  }
}

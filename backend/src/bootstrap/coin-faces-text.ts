import type { CoinPictureInput } from './coin-faces-input';

/**
 * What a demo coin's faces say: the legends, the denomination and the date, as a coin of its kind
 * would show them. Taken from which coin it is (denomination, issuer, ruler, mint) when the listing
 * says, otherwise guessed from its title and category.
 */

export interface FaceTexts {
  /** Around the obverse's rim: the issuer or the ruler's titles. */
  obverseLegend: string;
  /** Around the reverse's rim, for coins that carry one there. */
  reverseLegend: string | null;
  /** The denomination in one or two lines ("ONE" / "RUPEE"); empty for sets and lots. */
  denomination: string[];
  /** The date as printed in the reverse's centre ("1862", "VS 1943"), or null. */
  year: string | null;
  /** The ruler as the listing names him or her, e.g. "George V". */
  ruler: string | null;
  /** Persian-script coins (Mughal and the rupees struck in a Mughal emperor's name). */
  persian: boolean;
  /** For Persian-script coins: the Hijri (or other) year and the regnal year, as digits. */
  hijriYear: string | null;
  regnalYear: string | null;
  mint: string | null;
}

const MUGHAL_RULERS = /\b(babur|humayun|akbar|jahangir|shah jahan|aurangzeb|alamgir|farrukhsiyar|muhammad shah|shah alam)\b/i;
const KNOWN_RULERS = /\b(William IV|Victoria|Edward VII|George VI|George V|Luiz I)\b/;

/** Denomination names recognised in a title when the listing does not give one. */
const TITLE_DENOMINATIONS: [RegExp, string][] = [
  [/\bquarter rupee\b|1\/4 rupee/i, '¼ Rupee'],
  [/\bhalf rupee\b|1\/2 rupee/i, '½ Rupee'],
  [/\b1\/2 rupia\b|half rupia/i, '½ Rupia'],
  [/\brupia\b/i, 'Rupia'],
  [/\b(?:10|ten) rupees\b/i, '10 Rupees'],
  [/\b(?:2|two) rupees\b/i, '2 Rupees'],
  [/\brupee\b/i, 'Rupee'],
  [/\bquarter anna\b|1\/4 anna/i, '¼ Anna'],
  [/\bhalf anna\b|1\/2 anna/i, '½ Anna'],
  [/\b(?:2|two) annas\b/i, '2 Annas'],
  [/\bpie\b/i, 'Pie'],
  [/\bhalf pice\b/i, '½ Pice'],
  [/\bpice\b/i, 'Pice'],
  [/\bnaya paisa\b/i, 'Naya Paisa'],
  [/\b(?:20|twenty) paise\b/i, '20 Paise'],
  [/\b(?:10|ten) paise\b/i, '10 Paise'],
  [/\bpaisa\b/i, 'Paisa'],
  [/\b(mohur|ashrafi|sovereign|shahrukhi|dam|tanga|double fanon|fanon|fanam|doudou|chuckram|kori)\b/i, '$1'],
];

const WORDS: Record<string, string> = { '1': 'ONE', '2': 'TWO', '5': 'FIVE', '10': 'TEN', '20': 'TWENTY', '¼': 'QUARTER', '½': 'HALF' };
const PORTUGUESE: Record<string, string> = { '½': 'MEIA', '¼': '¼' };
/** Units struck without a count on the coin. */
const UNCOUNTED = /^(sovereign|double fanon|fanon|fanam|doudou|chuckram|kori|shahrukhi|dam)$/i;

function denominationName(input: CoinPictureInput): string | null {
  if (input.denomination) return input.denomination;
  for (const [pattern, name] of TITLE_DENOMINATIONS) {
    const match = pattern.exec(input.title);
    if (match) return name.replace('$1', match[1] ?? '');
  }
  return null;
}

/**
 * "¼ Anna" → ["QUARTER", "ANNA"]; the Republic's decimal coins (from 1957) give the count in figures:
 * "Naya Paisa" → ["1", "NAYA PAISA"].
 */
function denominationLines(name: string | null, category: string, yearAd: number | null): string[] {
  if (!name) return [];
  const match = /^(\d+|¼|½)\s+(.+)$/.exec(name.trim());
  const count = match ? match[1] : '1';
  const unit = (match ? match[2] : name).toUpperCase();
  if (UNCOUNTED.test(unit)) return [unit];
  if (category === 'french-india') return [unit];
  if (category === 'republic' && (yearAd === null || yearAd >= 1957)) return [count, unit];
  if (category === 'portuguese-india') return [PORTUGUESE[count] ?? count, unit];
  return [WORDS[count] ?? count, unit];
}

/** Short text for the reverse's centre: "1835", "AH 1115", "VS 1999", "C. 1860" — or null. */
function displayYear(year: string | null): string | null {
  const value = year?.trim();
  if (!value) return null;
  if (value.length <= 7) return value.toUpperCase();
  const match = /^(AH|VS|AM|AD|RY|SE|CE|ILAHI|C\.)?\s*(\d{1,4})/i.exec(value);
  if (!match) return value.slice(0, 7).toUpperCase();
  return (match[1] ? `${match[1].toUpperCase()} ${match[2]}` : match[2]).slice(0, 9);
}

/** A princely state's name: "Hyderabad (princely state)" or the title's first words. */
function stateName(input: CoinPictureInput): string {
  const issuer = input.issuer?.replace(/\s*\(.*\)\s*/, '').trim();
  if (issuer) return issuer.toUpperCase();
  const first = /^([A-Z][a-z]+)/.exec(input.title);
  return first ? first[1].toUpperCase() : 'PRINCELY STATE';
}

/** A British ruler's titles as the coins give them. */
function britishLegend(ruler: string, yearAd: number | null): string {
  switch (ruler) {
    case 'William IV':
      return 'WILLIAM IIII KING';
    case 'Victoria':
      return yearAd !== null && yearAd >= 1877 ? 'VICTORIA EMPRESS' : 'VICTORIA QUEEN';
    case 'Edward VII':
      return 'EDWARD VII KING & EMPEROR';
    default:
      return `${ruler.toUpperCase()} KING EMPEROR`;
  }
}

/** What a commemorative republic coin celebrates, round its reverse ("1969 Mahatma Gandhi Centenary 10 Rupees" → "MAHATMA GANDHI CENTENARY"). */
function commemorated(title: string): string | null {
  const occasion = /^\d{4}\s+(.+?)\s+\d+\s+(?:rupees?|paise)\b/i.exec(title)?.[1] ?? null;
  return occasion && /centenary|jubilee|anniversary|commemorat|games|year/i.test(occasion) ? occasion.toUpperCase() : null;
}

export function faceTexts(input: CoinPictureInput): FaceTexts {
  const ruler = input.ruler ?? KNOWN_RULERS.exec(input.title)?.[1] ?? MUGHAL_RULERS.exec(input.title)?.[1] ?? null;
  const persian = input.category === 'mughal' || MUGHAL_RULERS.test(ruler ?? '');
  const dated = /^\s*(\d{4})\b/.exec(input.year ?? '');
  const yearAd = dated ? Number(dated[1]) : null;
  const name = denominationName(input);
  const texts: FaceTexts = {
    obverseLegend: 'INDIA',
    reverseLegend: null,
    denomination: denominationLines(name, input.category, yearAd),
    year: displayYear(input.year),
    ruler,
    persian,
    hijriYear: /(?:AH|ilahi|AM)?\s*(\d{1,4})/i.exec(input.year ?? '')?.[1] ?? null,
    regnalYear: /RY\s*(\d{1,2})/i.exec(input.year ?? '')?.[1] ?? null,
    mint: input.mint ?? /\b([A-Z][a-z]+)(?: \([A-Za-z]+\))? Mint\b/.exec(input.title)?.[1] ?? null,
  };
  switch (input.category) {
    case 'british-india':
      texts.obverseLegend = ruler ? britishLegend(ruler, yearAd) : 'BRITISH INDIA';
      break;
    case 'east-india-company':
      texts.obverseLegend = ruler && !persian ? britishLegend(ruler, yearAd) : 'EAST INDIA COMPANY';
      texts.reverseLegend = ruler && !persian ? 'EAST INDIA COMPANY' : null;
      break;
    case 'republic':
      texts.obverseLegend = yearAd !== null && yearAd <= 1957 ? 'GOVERNMENT OF INDIA' : 'INDIA';
      texts.reverseLegend = commemorated(input.title);
      break;
    case 'princely':
      texts.obverseLegend = ruler ? ruler.toUpperCase() : stateName(input);
      texts.reverseLegend = stateName(input);
      break;
    case 'portuguese-india':
      texts.obverseLegend = yearAd !== null && yearAd >= 1910 ? 'REPUBLICA PORTUGUESA' : `${(ruler ?? 'Luiz I').toUpperCase()} REI DE PORTUGAL`;
      texts.reverseLegend = 'INDIA PORTUGUEZA';
      break;
    case 'french-india':
      texts.obverseLegend = 'INDE FRANÇAISE';
      texts.reverseLegend = (texts.mint ?? 'Pondichéry').toUpperCase();
      break;
    default:
      texts.obverseLegend = 'MUGHAL EMPIRE';
  }
  return texts;
}

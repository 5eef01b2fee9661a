/**
 * A coin's year in its own calendar, and the AD year it stands for, by the rules the server applies
 * (issue 13's contract), so the listing form can say at once whether a coin is an antiquity.
 */

export const ERAS = ['AD', 'AH', 'VS', 'SE', 'FE', 'RY'] as const;
export type Era = (typeof ERAS)[number];

/** Older than this many years, a coin is an antiquity (India's Antiquities and Art Treasures Act, 1972). */
export const ANTIQUITY_AGE_YEARS = 100;

/** The years each era accepts: AD up to the current year, the others fixed. */
export function eraYearRange(era: Era, currentYear: number): { min: number; max: number } {
  switch (era) {
    case 'AD':
      return { min: 1, max: currentYear };
    case 'AH':
      return { min: 1, max: 1500 };
    case 'VS':
      return { min: 1, max: 2200 };
    case 'SE':
      return { min: 1, max: 2000 };
    case 'FE':
      return { min: 1, max: 1500 };
    case 'RY':
      return { min: 1, max: 70 };
  }
}

export function isEra(value: unknown): value is Era {
  return typeof value === 'string' && (ERAS as readonly string[]).includes(value);
}

/** Devanagari digits (०-९) as ASCII ones, as the server reads them. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** The first whole number in a year as written: "AH 1115" → 1115, "1835-1840" → 1835, "१८६२" → 1862, "undated" → null. */
export function firstYearNumber(year: string | null | undefined): number | null {
  const found = /\d+/.exec(asciiDigits(year ?? ''));
  return found ? Number(found[0]) : null;
}

/** A ruler as the vocabulary lists them: the names the seller may have typed, and the accession year. */
export interface Reign {
  en: string;
  hi: string;
  reignFrom: number;
}

/** A name as the server compares names: Unicode NFC, trimmed, inner spaces as one, lower case. */
const nameKey = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The reign of the ruler named by `ruler` (English or Hindi name, compared as the server does). */
export function findReign(ruler: string | null | undefined, reigns: readonly Reign[]): Reign | undefined {
  const name = nameKey(ruler ?? '');
  if (!name) return undefined;
  return reigns.find((reign) => nameKey(reign.en) === name || nameKey(reign.hi) === name);
}

export interface DatedCoin {
  /** spec.md's year, as the seller wrote it. */
  year: string | null | undefined;
  /** Its era; a year without one is AD. */
  era: Era | null | undefined;
  /** Needed for a regnal year: the ruler whose reign it counts. */
  ruler?: string | null;
}

/**
 * The AD year a coin's year stands for: AD as is; AH floor(n × 0.970224 + 621.5643); VS n − 57;
 * SE n + 78; FE n + 590; RY the ruler's accession year + n − 1 (null for a ruler not in `reigns`).
 * Null when the year holds no number, or one outside its era's years (the server's rules).
 */
export function toAdYear({ year, era, ruler }: DatedCoin, reigns: readonly Reign[] = [], currentYear = new Date().getFullYear()): number | null {
  const n = firstYearNumber(year);
  const inEra = era ?? 'AD';
  const range = eraYearRange(inEra, currentYear);
  if (n === null || n < range.min || n > range.max) return null;
  switch (inEra) {
    case 'AD':
      return n;
    case 'AH':
      return Math.floor(n * 0.970224 + 621.5643);
    case 'VS':
      return n - 57;
    case 'SE':
      return n + 78;
    case 'FE':
      return n + 590;
    case 'RY': {
      const reign = findReign(ruler, reigns);
      return reign ? reign.reignFrom + n - 1 : null;
    }
  }
}

/** More than 100 years before `currentYear`. */
export function isAntiquityYear(yearAd: number | null, currentYear: number): boolean {
  return yearAd !== null && currentYear - yearAd > ANTIQUITY_AGE_YEARS;
}

/** The year's number is outside its era's range: the range, for the message; else null. */
export function yearOutsideEra(
  year: string | null | undefined,
  era: Era | null | undefined,
  currentYear: number,
): { era: Era; min: number; max: number } | null {
  const n = firstYearNumber(year);
  if (n === null) return null;
  const chosen = era ?? 'AD';
  const range = eraYearRange(chosen, currentYear);
  return n < range.min || n > range.max ? { era: chosen, ...range } : null;
}

import { ValidationError } from '../../../platform/kernel/errors';
import { rulerNamed } from './coin-vocabulary/vocabulary-names';

/**
 * The eras an Indian coin's year is written in: AD (Common Era), AH (Hijri), VS (Vikram Samvat),
 * SE (Shaka), FE (Fasli) and RY (regnal year of the ruler named on the coin).
 */
export const ERAS = ['AD', 'AH', 'VS', 'SE', 'FE', 'RY'] as const;
export type Era = (typeof ERAS)[number];

/** Coins more than this many years old are antiquities (Antiquities and Art Treasures Act, 1972, s. 2). */
export const ANTIQUITY_YEARS = 100;

/** The largest year each era accepts; AD's is the current year. */
const ERA_MAX: Record<Exclude<Era, 'AD'>, number> = { AH: 1500, VS: 2200, SE: 2000, FE: 1500, RY: 70 };

/** The AD years from the Hijri year: the mean Hijri year is 0.970224 solar years, and AH 1 began in AD 622 (AH 1040 → 1630). */
const HIJRI_YEAR_LENGTH = 0.970224;
const HIJRI_EPOCH = 621.5643;

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar year of an instant in India (UTC+05:30). */
export function yearInIndia(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

export const eraYearMax = (era: Era, currentYear: number): number => (era === 'AD' ? currentYear : ERA_MAX[era]);

/** An era as sent: one of ERAS in any case, empty for none. */
export function parseEra(input: unknown): Era | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const era = typeof input === 'string' ? input.trim().toUpperCase() : '';
  if ((ERAS as readonly string[]).includes(era)) return era as Era;
  throw new ValidationError('era', `era must be one of ${ERAS.join(', ')}`);
}

/** The first whole number written in a year ("AH 1204 / RY 19" → 1204, "c. 1860" → 1860, "१९४२" → 1942); null without one. */
export function yearNumber(year: string | null): number | null {
  if (!year) return null;
  const digits = /\d+/.exec(year.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966)));
  return digits ? Number(digits[0]) : null;
}

/** The era of a listing's year as the API shows it: null without a year, AD when the year was given without one. */
export function effectiveEra(year: string | null, era: Era | null): Era | null {
  return year === null ? null : (era ?? 'AD');
}

/**
 * The AD year of a listing's year: its first whole number converted from its era (AD when none), or
 * null when the year has no number, the number is outside the era's years, or it is a regnal year of
 * a ruler the curated list does not know (RY counts from the ruler's accession: RY 1 is that year).
 */
export function yearAd(year: string | null, era: Era | null, ruler: string | null, currentYear: number): number | null {
  const n = yearNumber(year);
  const inEra = era ?? 'AD';
  if (n === null || n < 1 || n > eraYearMax(inEra, currentYear)) return null;
  switch (inEra) {
    case 'AD':
      return n;
    case 'AH':
      return Math.floor(n * HIJRI_YEAR_LENGTH + HIJRI_EPOCH);
    case 'VS':
      return n - 57;
    case 'SE':
      return n + 78;
    case 'FE':
      return n + 590;
    case 'RY': {
      const accession = rulerNamed(ruler)?.reignFrom;
      return accession === undefined ? null : accession + n - 1;
    }
  }
}

/** Refuses a year whose number is outside its (given) era's years: "year must be an AH year from 1 to 1500". */
export function checkYearInEra(year: string | null, era: Era, currentYear: number): void {
  const n = yearNumber(year);
  if (n === null) return;
  const max = eraYearMax(era, currentYear);
  if (n < 1 || n > max) throw new ValidationError('year', `year must be ${era === 'VS' ? 'a' : 'an'} ${era} year from 1 to ${max}`);
}

/**
 * The era a listing keeps after a change of its year and/or era (`undefined` for no change of either):
 * an era needs a year, a cleared year clears the era, and the year's number must be one of the era's
 * years whenever an era was given (a year written without one is AD and is never refused for it).
 */
export function eraAfter(
  current: { year: string | null; era: Era | null },
  change: { year?: string | null; era?: Era | null },
  currentYear: number,
): Era | null | undefined {
  const year = change.year !== undefined ? change.year : current.year;
  const era = change.era !== undefined ? change.era : current.era;
  if (year === null) {
    if (change.era) throw new ValidationError('era', 'era needs a year: give the year as written on the coin');
    return current.era === null && change.era === undefined ? undefined : null;
  }
  if (era !== null && (change.year !== undefined || change.era !== undefined)) checkYearInEra(year, era, currentYear);
  return change.era;
}

/** Whether a coin of that AD year is an antiquity in `currentYear` (more than 100 years old). */
export function isAntiquity(yearAdValue: number | null, currentYear: number): boolean {
  return yearAdValue !== null && currentYear - yearAdValue > ANTIQUITY_YEARS;
}

import { ValidationError } from '../../../platform/kernel/errors';

/** The grades of the Sheldon scale collectors and the grading services use. */
export const SHELDON_GRADES = [1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 53, 55, 58, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70] as const;

/** Each grade's abbreviation, from its lowest number: Poor, Fair, About Good, Good, Very Good, Fine, Very Fine, Extremely Fine, About Uncirculated, Mint State. */
const ABBREVIATIONS: [from: number, abbreviation: string][] = [
  [60, 'MS'],
  [50, 'AU'],
  [40, 'XF'],
  [20, 'VF'],
  [12, 'F'],
  [8, 'VG'],
  [4, 'G'],
  [3, 'AG'],
  [2, 'FR'],
  [1, 'PO'],
];

export const isSheldonGrade = (value: unknown): value is number => typeof value === 'number' && (SHELDON_GRADES as readonly number[]).includes(value);

/** The grade as collectors write it (30 → "VF-30", 65 → "MS-65"); null without a grade. */
export function gradeLabel(grade: number | null): string | null {
  if (!isSheldonGrade(grade)) return null;
  const [, abbreviation] = ABBREVIATIONS.find(([from]) => grade >= from)!;
  return `${abbreviation}-${grade}`;
}

/** A grade as sent: a number or its digits; empty for none. */
export function parseGrade(input: unknown): number | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const value = typeof input === 'string' && /^\d{1,2}$/.test(input.trim()) ? Number(input.trim()) : input;
  if (isSheldonGrade(value)) return value;
  throw new ValidationError('grade', `grade must be a Sheldon grade (1-70): ${SHELDON_GRADES.join(', ')}`);
}

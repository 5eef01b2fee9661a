/**
 * The Sheldon grading scale (1-70) as the contract accepts it, and how collectors write a grade:
 * its adjectival abbreviation and number, "VF-30".
 */

export const SHELDON_GRADES = [
  1, 2, 3, 4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 53, 55, 58, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70,
] as const;
export type SheldonGrade = (typeof SHELDON_GRADES)[number];

/** Poor, Fair, About Good, Good, Very Good, Fine, Very Fine, Extremely Fine, About Uncirculated, Mint State. */
export const GRADE_NAMES = ['PO', 'FR', 'AG', 'G', 'VG', 'F', 'VF', 'XF', 'AU', 'MS'] as const;
export type GradeName = (typeof GRADE_NAMES)[number];

/** The lowest grade of each name, highest first. */
const FROM: readonly [number, GradeName][] = [
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

export function isSheldonGrade(value: unknown): value is SheldonGrade {
  return typeof value === 'number' && (SHELDON_GRADES as readonly number[]).includes(value);
}

/** The adjectival grade a Sheldon number belongs to (30 → VF); null for a number not on the scale. */
export function gradeName(grade: number): GradeName | null {
  if (!isSheldonGrade(grade)) return null;
  return FROM.find(([from]) => grade >= from)?.[1] ?? null;
}

/** "VF-30"; null for a number not on the scale. */
export function gradeLabel(grade: number): string | null {
  const name = gradeName(grade);
  return name ? `${name}-${grade}` : null;
}

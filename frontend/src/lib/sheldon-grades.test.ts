import { describe, expect, it } from 'vitest';
import { gradeLabel, gradeName, isSheldonGrade, SHELDON_GRADES } from './sheldon-grades';

describe('Sheldon grades', () => {
  it('are the contract’s thirty numbers, 1 to 70', () => {
    expect(SHELDON_GRADES).toHaveLength(30);
    expect(SHELDON_GRADES[0]).toBe(1);
    expect(SHELDON_GRADES.at(-1)).toBe(70);
    expect([5, 7, 11, 36, 59, 0, 71].some(isSheldonGrade)).toBe(false);
  });

  it('are labelled as collectors write them', () => {
    const labels = Object.fromEntries(SHELDON_GRADES.map((grade) => [grade, gradeLabel(grade)]));
    expect(labels).toMatchObject({
      1: 'PO-1',
      2: 'FR-2',
      3: 'AG-3',
      4: 'G-4',
      6: 'G-6',
      8: 'VG-8',
      10: 'VG-10',
      12: 'F-12',
      15: 'F-15',
      20: 'VF-20',
      25: 'VF-25',
      30: 'VF-30',
      35: 'VF-35',
      40: 'XF-40',
      45: 'XF-45',
      50: 'AU-50',
      53: 'AU-53',
      55: 'AU-55',
      58: 'AU-58',
      60: 'MS-60',
      63: 'MS-63',
      70: 'MS-70',
    });
  });

  it('have no label off the scale', () => {
    expect(gradeLabel(36)).toBeNull();
    expect(gradeName(0)).toBeNull();
  });
});

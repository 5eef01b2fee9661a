import { ValidationError } from '../../../platform/kernel/errors';
import { gradeLabel, parseGrade, SHELDON_GRADES } from './sheldon-grade';

describe('Sheldon grades', () => {
  it('labels each grade as collectors write it', () => {
    const labels = Object.fromEntries(SHELDON_GRADES.map((grade) => [grade, gradeLabel(grade)]));
    expect(labels).toMatchObject({ 1: 'PO-1', 2: 'FR-2', 3: 'AG-3', 4: 'G-4', 6: 'G-6', 8: 'VG-8', 10: 'VG-10', 12: 'F-12', 15: 'F-15' });
    expect(labels).toMatchObject({ 20: 'VF-20', 25: 'VF-25', 30: 'VF-30', 35: 'VF-35', 40: 'XF-40', 45: 'XF-45' });
    expect(labels).toMatchObject({ 50: 'AU-50', 53: 'AU-53', 55: 'AU-55', 58: 'AU-58', 60: 'MS-60', 63: 'MS-63', 65: 'MS-65', 70: 'MS-70' });
    expect(gradeLabel(null)).toBeNull();
    expect(gradeLabel(5)).toBeNull();
  });

  it('takes a grade as a number or its digits; empty is none', () => {
    expect(parseGrade(30)).toBe(30);
    expect(parseGrade(' 65 ')).toBe(65);
    expect(parseGrade('')).toBeNull();
    expect(parseGrade(null)).toBeNull();
  });

  it('refuses anything off the scale with a 400 naming grade', () => {
    for (const bad of [0, 5, 71, 30.5, '7', 'VF-30', '1e1', -1, true, [30]]) {
      expect(() => parseGrade(bad)).toThrow(ValidationError);
      expect(() => parseGrade(bad)).toThrow(/^grade must be a Sheldon grade \(1-70\)/);
    }
  });
});

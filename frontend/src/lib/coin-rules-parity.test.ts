import { describe, expect, it } from 'vitest';
import { ERAS as SERVER_ERAS, yearAd } from '../../../backend/src/contexts/catalog/domain/coin-era';
import { RULERS } from '../../../backend/src/contexts/catalog/domain/coin-vocabulary/rulers';
import { gradeLabel as serverGradeLabel, SHELDON_GRADES as SERVER_GRADES } from '../../../backend/src/contexts/catalog/domain/sheldon-grade';
import { ERAS, toAdYear } from './coin-era';
import { gradeLabel, SHELDON_GRADES } from './sheldon-grades';

/**
 * The listing form says at once whether a coin is an antiquity and how its grade is written, by
 * copies of the server's rules (the web bundle cannot import the server's code). These tests hold
 * the copies equal to the server's own domain modules, so a change to one fails here until the
 * other follows.
 */
describe('the web app’s coin rules equal the server’s', () => {
  const currentYear = 2026;

  it('has the same eras and Sheldon grades, written the same way', () => {
    expect([...ERAS]).toEqual([...SERVER_ERAS]);
    expect([...SHELDON_GRADES]).toEqual([...SERVER_GRADES]);
    for (let grade = 0; grade <= 71; grade += 1) {
      expect([grade, gradeLabel(grade)]).toEqual([grade, serverGradeLabel(grade)]);
    }
  });

  it('turns every era’s years into the same AD year', () => {
    const reigns = RULERS.map((ruler) => ({ en: ruler.en, hi: ruler.hi, reignFrom: ruler.reignFrom }));
    const years = ['0', '1', '2', '57', '58', '78', '590', '999', '1040', '1115', '1277', '1500', '1501', '1862', '1947', '2000', '2001', '2026', '2027', '2200', '2201', 'AH 1204 / RY 19', '१८६२', 'undated', ''];
    const rulers = [null, 'Akbar', 'akbar', 'अकबर', 'Shah Alam II', 'Victoria', 'Nobody Known'];
    for (const era of [null, ...ERAS]) {
      for (const year of years) {
        for (const ruler of era === 'RY' ? rulers : [null]) {
          const written = year === '' ? null : year;
          expect([era, year, ruler, toAdYear({ year: written, era, ruler }, reigns, currentYear)]).toEqual([
            era,
            year,
            ruler,
            yearAd(written, era, ruler, currentYear),
          ]);
        }
      }
    }
  });
});

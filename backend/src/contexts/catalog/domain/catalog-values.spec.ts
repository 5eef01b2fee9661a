import { parseCategory, parseCondition, parseMetal } from './catalog-values';

describe('catalog values', () => {
  it('accepts slugs and the display names of every screen, in any case', () => {
    expect(parseCategory('british-india')).toBe('british-india');
    expect(parseCategory('British India')).toBe('british-india');
    expect(parseCategory('MUGHAL EMPIRE')).toBe('mughal');
    expect(parseCategory('Republic India')).toBe('republic');
    expect(parseCategory('Princely States')).toBe('princely');
    expect(parseCategory('east india company')).toBe('east-india-company');
    expect(parseCondition('Mint (Uncirculated)')).toBe('mint');
    expect(parseCondition('Uncirculated')).toBe('mint');
    expect(parseCondition('Very Fine')).toBe('very-fine');
    expect(parseMetal('Copper-Nickel')).toBe('copper-nickel');
    expect(parseMetal('  Gold ')).toBe('gold');
  });

  it('rejects unknown values naming the field and the allowed slugs', () => {
    expect(() => parseCategory('roman')).toThrow(/^category must be one of british-india, mughal/);
    expect(() => parseCondition(3)).toThrow(/^condition must be one of/);
    expect(() => parseMetal('tin')).toThrow(/^metal must be one of gold/);
  });
});

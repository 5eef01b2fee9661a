import { COIN_VOCABULARY } from './coin-vocabulary';
import { equivalentNames, rulerNamed } from './vocabulary-names';

/** Devanagari letters, signs and the nukta, with spaces, hyphens and Devanagari-free punctuation between words. */
const DEVANAGARI_NAME = /^[\u0900-\u097F]+(?:[ -][\u0900-\u097F]+)*$/;

describe('the curated coin vocabulary', () => {
  const named = [COIN_VOCABULARY.rulers, COIN_VOCABULARY.mints, COIN_VOCABULARY.denominations, COIN_VOCABULARY.issuers, COIN_VOCABULARY.shapes, COIN_VOCABULARY.edges];

  it('has the lists the listing form offers, long enough to be useful', () => {
    expect(COIN_VOCABULARY.rulers.length).toBeGreaterThanOrEqual(40);
    expect(COIN_VOCABULARY.mints.length).toBeGreaterThanOrEqual(30);
    expect(COIN_VOCABULARY.denominations.length).toBeGreaterThanOrEqual(25);
    expect(COIN_VOCABULARY.issuers.length).toBeGreaterThanOrEqual(15);
    expect(COIN_VOCABULARY.catalogues).toEqual(['KM', 'Pridmore', 'Prigg', 'Rajgor', 'Numista', 'Craig']);
    expect(COIN_VOCABULARY.rulers.map((ruler) => ruler.en)).toEqual(
      expect.arrayContaining(['Babur', 'Akbar', 'Shah Jahan', 'Aurangzeb', 'Bahadur Shah II', 'Sher Shah Suri', 'William IV', 'Victoria', 'Edward VII', 'George V', 'George VI', 'Tipu Sultan']),
    );
    expect(COIN_VOCABULARY.mints.map((mint) => mint.en)).toEqual(expect.arrayContaining(['Bombay', 'Calcutta', 'Madras', 'Surat', 'Lahore', 'Agra', 'Delhi', 'Ahmedabad', 'Patna', 'Murshidabad', 'Hyderabad', 'Jaipur', 'Lucknow']));
    expect(COIN_VOCABULARY.denominations.map((d) => d.en)).toEqual(expect.arrayContaining(['Rupee', '½ Rupee', '¼ Rupee', 'Anna', '½ Anna', '¼ Anna', 'Pice', 'Pie', 'Paisa', 'Mohur', 'Pagoda', 'Fanam', 'Cash', 'Dam', 'Jital', 'Tanka', 'Chuckram', 'Kori', 'Dokdo', 'Nazarana Rupee']));
  });

  it('writes every Hindi name in Devanagari alone, and every English name once per list', () => {
    for (const list of named) {
      for (const entry of list) expect([entry.en, DEVANAGARI_NAME.test(entry.hi)]).toEqual([entry.en, true]);
      expect(new Set(list.map((entry) => entry.en.toLowerCase())).size).toBe(list.length);
    }
    const hindi = Object.fromEntries(COIN_VOCABULARY.denominations.map((d) => [d.en, d.hi]));
    expect(hindi).toMatchObject({ Rupee: 'रुपया', Anna: 'आना', Paisa: 'पैसा', Mohur: 'मोहर' });
    expect(COIN_VOCABULARY.rulers.find((ruler) => ruler.en === 'Akbar')?.hi).toBe('अकबर');
  });

  it("names each ruler's issuer from the issuers' list, with a reign that makes sense", () => {
    const issuers = new Set(COIN_VOCABULARY.issuers.map((issuer) => issuer.en));
    for (const ruler of COIN_VOCABULARY.rulers) {
      expect([ruler.en, issuers.has(ruler.issuer)]).toEqual([ruler.en, true]);
      expect([ruler.en, ruler.reignFrom > 1000 && ruler.reignFrom <= ruler.reignTo && ruler.reignTo <= 1950]).toEqual([ruler.en, true]);
    }
  });

  it('makes an English and a Hindi name one filter, and finds a ruler by either', () => {
    expect(equivalentNames('ruler', 'अकबर')).toEqual(['अकबर', 'akbar']);
    expect(equivalentNames('ruler', ' AKBAR ')).toEqual(['akbar', 'अकबर']);
    expect(equivalentNames('mint', 'Nowhere')).toEqual(['nowhere']);
    expect(equivalentNames('denomination', 'पैसा')).toEqual(['पैसा', 'pice', 'paisa']);
    expect(rulerNamed('शाहजहाँ')?.reignFrom).toBe(1628);
    expect(rulerNamed('shah jahan')?.en).toBe('Shah Jahan');
    expect(rulerNamed('Nobody')).toBeUndefined();
  });
});

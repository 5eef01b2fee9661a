import { searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('keeps words in any script and drops punctuation', () => {
    expect(searchTerms("Shah Jahan's gold MOHUR (1628)!")).toEqual(['shah', 'jahan', 's', 'gold', 'mohur', '1628']);
    expect(searchTerms('मुग़ल चाँदी का सिक्का')).toEqual(['मुग़ल', 'चाँदी', 'का', 'सिक्का']);
  });

  it('drops everything that could be tsquery syntax', () => {
    expect(searchTerms("a & b | !c :* 'd'")).toEqual(['a', 'b', 'c', 'd']);
    expect(searchTerms(' ::: ')).toEqual([]);
  });

  it('deduplicates, limits the number of words and their length', () => {
    expect(searchTerms('rupee Rupee RUPEE')).toEqual(['rupee']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(40);
  });
});

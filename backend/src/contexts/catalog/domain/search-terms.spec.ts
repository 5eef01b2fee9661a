import { expandSearchTerms, glossaryFrom, searchTerms } from './search-terms';

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

describe('expandSearchTerms', () => {
  const glossary = glossaryFrom([
    { term: 'mohur', concept: 'mohur' },
    { term: 'मोहर', concept: 'mohur' },
    { term: 'मुहर', concept: 'mohur' },
    { term: 'silver', concept: 'silver' },
    { term: 'चाँदी', concept: 'silver' },
    { term: 'चांदी', concept: 'silver' },
  ]);

  it('adds every other word of the concept, in both directions and across spellings', () => {
    expect(expandSearchTerms(['मोहर'], glossary)).toEqual([['मोहर', 'mohur', 'मुहर']]);
    expect(expandSearchTerms(['mohur'], glossary)).toEqual([['mohur', 'मोहर', 'मुहर']]);
    expect(expandSearchTerms(['चांदी', 'gold'], glossary)).toEqual([['चांदी', 'silver', 'चाँदी'], ['gold']]);
  });

  it('compares words as searchTerms makes them (lower case, NFC), so a precomposed nukta letter still matches', () => {
    const precomposed = '\u092E\u0941\u095A\u0932'; // मुग़ल with ग़ as one code point
    const decomposed = '\u092E\u0941\u0917\u093C\u0932'; // मुग़ल as ग + nukta
    const nukta = glossaryFrom([
      { term: 'Mughal', concept: 'mughal' },
      { term: precomposed, concept: 'mughal' },
    ]);
    expect(expandSearchTerms(searchTerms('MUGHAL'), nukta)).toEqual([['mughal', decomposed]]);
    expect(expandSearchTerms(searchTerms(precomposed), nukta)).toEqual([[decomposed, 'mughal']]);
  });
});

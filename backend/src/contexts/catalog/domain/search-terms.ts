/** At most this many words of a search are used; each is cut to this length. */
export const MAX_SEARCH_TERMS = 8;
export const MAX_TERM_LENGTH = 40;

/**
 * Splits search text into lower-case words of letters, marks and digits in any script (so Hindi in
 * Devanagari keeps its vowel signs). Punctuation separates words and never reaches the query.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_SEARCH_TERMS);
}

/** Words that mean the same to a collector (decisions/0046): each word maps to all the words of its concept. */
export type SearchGlossary = ReadonlyMap<string, readonly string[]>;

/** Builds the glossary's lookup from (word, concept) rows; words are compared lower-case and NFC, as searchTerms makes them. */
export function glossaryFrom(rows: readonly { term: string; concept: string }[]): SearchGlossary {
  const concepts = new Map<string, string[]>();
  for (const { term, concept } of rows) concepts.set(concept, [...(concepts.get(concept) ?? []), term.toLowerCase().normalize('NFC')]);
  const lookup = new Map<string, readonly string[]>();
  for (const terms of concepts.values()) for (const term of terms) lookup.set(term, [...new Set([...(lookup.get(term) ?? []), ...terms])]);
  return lookup;
}

/**
 * Each search word with its glossary equivalents: the word itself first, then the other words of
 * its concept ("मोहर" → मोहर, mohur, mohurs, मुहर, …). A word the glossary does not know stands alone.
 */
export function expandSearchTerms(terms: readonly string[], glossary: SearchGlossary): string[][] {
  return terms.map((term) => [term, ...(glossary.get(term) ?? []).filter((other) => other !== term)]);
}

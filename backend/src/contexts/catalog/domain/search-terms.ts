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

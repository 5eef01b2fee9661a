/**
 * Listing text prepared for the flag rules: compatibility forms folded (full-width digits and
 * letters), Devanagari digits as ASCII ones, the nukta and zero-width joiners dropped (so नक़ली and
 * नकली, व्हाट्सऐप written with or without a joiner, read alike), lower case.
 */
export function textForFlags(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\u093C\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase();
}

/** Not a letter, mark or digit of any script: what a whole word must have on both sides. */
export const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
export const WORD_EDGE_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** Each distinct match of `pattern` (global) in `text`, trimmed, in order of first appearance. */
export function distinctMatches(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].trim()))];
}

/**
 * Text prepared for word and pattern rules (a listing's flags, contact details in messages):
 * compatibility forms folded (full-width digits and letters), Devanagari digits as ASCII ones, the
 * nukta and zero-width joiners dropped (so नक़ली and नकली, व्हाट्सऐप written with or without a joiner,
 * read alike), lower case.
 */
export function textForMatching(text: string): string {
  return prepare(text.normalize('NFKC'));
}

const prepare = (text: string): string =>
  text
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\u093C\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase();

/** Prepared text with, for each of its UTF-16 units, the range of the original text it came from. */
export interface TracedText {
  text: string;
  /** `from[i]`, `to[i]`: the original characters the prepared unit `i` stands for. */
  from: number[];
  to: number[];
}

/**
 * `textForMatching` one character at a time, remembering where each prepared unit came from, so a
 * match in the prepared text can be found again in the original (to hide it there).
 */
export function traceTextForMatching(original: string): TracedText {
  const traced: TracedText = { text: '', from: [], to: [] };
  let at = 0;
  for (const character of original) {
    const prepared = prepare(character.normalize('NFKC'));
    for (let unit = 0; unit < prepared.length; unit++) {
      traced.from.push(at);
      traced.to.push(at + character.length);
    }
    traced.text += prepared;
    at += character.length;
  }
  return traced;
}

/** Not a letter, mark or digit of any script: what a whole word must have on both sides. */
export const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
export const WORD_EDGE_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** Each distinct match of `pattern` (global) in `text`, trimmed, in order of first appearance. */
export function distinctMatches(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].trim()))];
}

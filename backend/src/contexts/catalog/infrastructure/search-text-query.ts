/**
 * Browse's rule for search words as one tsquery (decisions/0011, 0046): each word matches as an
 * English stem or as written, each as a prefix, or any of its glossary equivalents (as written, as a
 * prefix); the words are ANDed. `groups` is `expandSearchTerms(searchTerms(text), glossary)`.
 * Browse (listing-search.ts) and the saved searches (saved-search-columns.ts) both build their
 * query here; the parity test (test/saved-searches-matching.e2e-spec.ts) holds their results equal.
 */
export function wordQuerySql([, ...equivalents]: readonly string[]): string {
  return `(to_tsquery('english', ? || ':*') || to_tsquery('simple', ? || ':*')${equivalents.map(() => ` || to_tsquery('simple', ? || ':*')`).join('')})`;
}

export function wordQueryParams([term, ...equivalents]: readonly string[]): string[] {
  return [term, term, ...equivalents];
}

/** The tsquery of all the words (each word's query ANDed), with `?` placeholders, and its parameters. */
export function textQuery(groups: readonly (readonly string[])[]): { sql: string; params: string[] } {
  return { sql: groups.map(wordQuerySql).join(' && '), params: groups.flatMap(wordQueryParams) };
}

/** The lexemes a tsquery's text names (`'mohur':* | 'मोहर':*` → mohur, मोहर). */
export function lexemesOf(tsqueryText: string): string[] {
  return [...tsqueryText.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1].replace(/''/g, "'"));
}

/** A PostgreSQL text[] literal of `values` (every element quoted), for a `?::text[]` parameter. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

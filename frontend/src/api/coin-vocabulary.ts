import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import type { CoinVocabulary } from './coin-identity';

export const coinVocabularyKey = ['coin-vocabulary'] as const;

/** GET /api/coin-vocabulary with the page's own `fetch` at the time of the call (the screens' tests answer it themselves). */
async function fetchVocabulary(): Promise<CoinVocabulary> {
  const response = await fetch('/api/coin-vocabulary', { credentials: 'include', headers: { Accept: 'application/json' } });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A non-JSON answer is described by its text.
  }
  if (!response.ok) throw ApiError.fromResponse(response, body);
  return body as CoinVocabulary;
}

/**
 * The curated rulers, mints, denominations … that the listing form and the filters suggest, and that
 * the coin page names in the reader's language. Public and the same for everyone (the server lets
 * browsers cache it for an hour): fetched once per visit, when a screen first needs it, and never
 * again (queries never go stale, spec §9).
 */
export const coinVocabularyQueryOptions = queryOptions({
  queryKey: coinVocabularyKey,
  queryFn: fetchVocabulary,
});

import createClient from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths } from './schema';

/** Typed client for the Sikka API; same origin, session cookie included. */
export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });

/** What every openapi-fetch call resolves to, reduced to the parts `unwrap` reads. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Resolves to the response data, or rejects with an ApiError when the answer is not OK.
 * For answers without a body (204) the data is undefined, which the schema types as `never`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.fromResponse(response, error);
  return data as T;
}

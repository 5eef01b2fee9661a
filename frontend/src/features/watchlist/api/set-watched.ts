import { api, unwrap } from '@/api/client';

/** PUT or DELETE /api/coins/{id}/watch: both idempotent; answers whether the user now watches it. */
export async function setWatched(coinId: number, watched: boolean): Promise<boolean> {
  const options = { params: { path: { id: coinId } } };
  const state = await unwrap(watched ? api.PUT('/api/coins/{id}/watch', options) : api.DELETE('/api/coins/{id}/watch', options));
  return state.watched;
}

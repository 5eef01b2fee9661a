import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { PushPreferences } from '../types';
import { notificationKeys } from './keys';

/** The user's push choice per notification type. */
export function notificationPreferencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async (): Promise<PushPreferences> => (await unwrap(api.GET('/api/notification-preferences'))).push,
  });
}

/** Changes the push choice of the types named; answers every type's choice. */
export async function updatePushPreferences(change: Partial<PushPreferences>): Promise<PushPreferences> {
  return (await unwrap(api.PUT('/api/notification-preferences', { body: { push: change } }))).push;
}

import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type MarkReadResult = components['schemas']['MarkNotificationsReadResultDto'];

/** What to mark read: some notifications, or every one. */
export type ReadTarget = { ids: number[] } | { all: true };

/** Marks notifications read; answers how many were marked and the unread count after it. */
export function markNotificationsRead(target: ReadTarget): Promise<MarkReadResult> {
  return unwrap(api.POST('/api/notifications/read', { body: target }));
}

import request from 'supertest';
import type { Person } from './people';
import type { TestApp } from './test-app';

export interface NotificationItem {
  id: number;
  type: string;
  params: Record<string, unknown>;
  link: string;
  readAt: string | null;
}

/** The person's notifications (GET /api/notifications), newest first. */
export async function notificationsOf(t: TestApp, person: Person): Promise<NotificationItem[]> {
  return (await request(t.http).get('/api/notifications?limit=50').set('Cookie', person.cookie).expect(200)).body;
}

/** Polls until `found` holds of the person's notifications (durable consumers run after the commit, in the background). */
export async function waitForNotifications(
  t: TestApp,
  person: Person,
  found: (items: NotificationItem[]) => boolean,
  timeoutMs = 15_000,
): Promise<NotificationItem[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const items = await notificationsOf(t, person);
    if (found(items)) return items;
    if (Date.now() > until) throw new Error(`notifications never matched: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { EventStore } from '../src/platform/event-store/event-store';
import { createConsumersTestApp, testConsumer } from './support/durable-consumers';
import { signUp, signUpAdmin, Person } from './support/people';
import { eventually } from './support/platform-processes';
import type { TestApp } from './support/test-app';

describe('A durable consumer whose handler keeps failing (retries, parking, ops)', () => {
  const suffix = randomBytes(4).toString('hex');
  const type = `ThingChecked${suffix}`;
  const name = `test.parking-${suffix}`;
  const metricsToken = `metrics-token-${suffix}-0123456789`;
  /** Every try of the handler: the event's name and whether it succeeded. */
  const tries: { name: unknown; ok: boolean }[] = [];
  let refuse = true;
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    const consumer = testConsumer(name, [type], async (event) => {
      const failing = event.data.name === 'poison' && refuse;
      tries.push({ name: event.data.name, ok: !failing });
      if (failing) throw new Error('refused on purpose');
    });
    t = await createConsumersTestApp([consumer], { overrides: { metricsToken } });
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const append = (eventName: string) => t.app.get(EventStore).append(`checked-${suffix}-${eventName}`, 0, [{ type, data: { name: eventName } }]);
  const consumers = async () => (await request(t.http).get('/api/admin/consumers').set('Cookie', admin.cookie).expect(200)).body as Record<string, unknown>[];
  const mine = async () => (await consumers()).find((consumer) => consumer.name === name)!;
  const metrics = async () => (await request(t.http).get('/metrics').set('Authorization', `Bearer ${metricsToken}`).expect(200)).text;

  it('tries an event three times, parks it and goes on with the next events; ops see it in the API and /metrics', async () => {
    const [before] = await append('before');
    const [poison] = await append('poison');
    const [after] = await append('after');
    await eventually(async () => tries.some((entry) => entry.name === 'after'), 20_000, 'the event after the parked one handled');

    expect(tries.filter((entry) => entry.name === 'poison')).toEqual([
      { name: 'poison', ok: false },
      { name: 'poison', ok: false },
      { name: 'poison', ok: false },
    ]);
    expect(tries.map((entry) => entry.name)).toEqual(['before', 'poison', 'poison', 'poison', 'after']);

    const parked = await request(t.http).get('/api/admin/consumers/parked').query({ consumer: name }).set('Cookie', admin.cookie).expect(200);
    expect(parked.body).toEqual({
      totalCount: 1,
      items: [
        {
          id: expect.any(Number),
          consumer: name,
          position: poison.globalPosition,
          transactionId: expect.stringMatching(/^\d+$/),
          streamId: `checked-${suffix}-poison`,
          eventType: type,
          error: 'Error: refused on purpose',
          attempts: 3,
          parkedAt: expect.any(String),
          retriedAt: null,
          resolvedAt: null,
        },
      ],
    });

    await eventually(async () => (await mine()).position === after.globalPosition, 20_000, 'the checkpoint past the last event');
    expect(await mine()).toEqual({
      name,
      eventTypes: [type],
      position: after.globalPosition,
      transactionId: expect.stringMatching(/^\d+$/),
      checkpointAt: expect.any(String),
      lag: 0,
      parked: 1,
      holder: expect.stringMatching(/^sikka-consumer \S+ \d+$/),
    });
    expect(before.globalPosition).toBeLessThan(poison.globalPosition);

    const scraped = await metrics();
    expect(scraped).toContain(`consumer_parked_total{consumer="${name}"} 1`);
    expect(scraped).toContain(`consumer_lag_events{consumer="${name}"} 0`);
  });

  it('lets an admin retry a parked event: a failure keeps it parked with its error, a success resolves it, once', async () => {
    const [item] = (await request(t.http).get('/api/admin/consumers/parked').query({ consumer: name }).set('Cookie', admin.cookie).expect(200)).body.items;

    const failed = await request(t.http).post(`/api/admin/consumers/parked/${item.id}/retry`).set('Cookie', admin.cookie).expect(200);
    expect(failed.body).toMatchObject({ id: item.id, attempts: 4, error: 'Error: refused on purpose', resolvedAt: null, retriedAt: expect.any(String) });

    refuse = false;
    const resolved = await request(t.http).post(`/api/admin/consumers/parked/${item.id}/retry`).set('Cookie', admin.cookie).expect(200);
    expect(resolved.body).toMatchObject({ id: item.id, attempts: 5, resolvedAt: expect.any(String) });
    expect(tries.filter((entry) => entry.name === 'poison').map((entry) => entry.ok)).toEqual([false, false, false, false, true]);

    const again = await request(t.http).post(`/api/admin/consumers/parked/${item.id}/retry`).set('Cookie', admin.cookie).expect(409);
    expect(again.body.message).toMatch(/already resolved/);
    expect(tries).toHaveLength(7);

    expect((await mine()).parked).toBe(0);
    expect(await metrics()).toContain(`consumer_parked_total{consumer="${name}"} 0`);
    const unresolved = await request(t.http).get('/api/admin/consumers/parked').query({ consumer: name }).set('Cookie', admin.cookie).expect(200);
    expect(unresolved.body).toEqual({ items: [], totalCount: 0 });
    const all = await request(t.http).get('/api/admin/consumers/parked').query({ consumer: name, status: 'all' }).set('Cookie', admin.cookie).expect(200);
    expect(all.body.items.map((entry: { id: number }) => entry.id)).toEqual([item.id]);
  });

  it('answers the ops API to administrators only, with 4xx naming what is wrong', async () => {
    const someone: Person = await signUp(t);
    await request(t.http).get('/api/admin/consumers').expect(401);
    await request(t.http).get('/api/admin/consumers').set('Cookie', someone.cookie).expect(403);
    await request(t.http).get('/api/admin/consumers/parked').set('Cookie', someone.cookie).expect(403);
    await request(t.http).post('/api/admin/consumers/parked/1/retry').set('Cookie', someone.cookie).expect(403);

    const missing = await request(t.http).post('/api/admin/consumers/parked/2000000000/retry').set('Cookie', admin.cookie).expect(404);
    expect(missing.body.message).toBe('Parked event not found');
    const badId = await request(t.http).post('/api/admin/consumers/parked/abc/retry').set('Cookie', admin.cookie).expect(400);
    expect(badId.body.message).toMatch(/id/);
    const badStatus = await request(t.http).get('/api/admin/consumers/parked').query({ status: 'lost' }).set('Cookie', admin.cookie).expect(400);
    expect(badStatus.body.message).toMatch(/status must be one of unresolved, resolved, all/);
    const badLimit = await request(t.http).get('/api/admin/consumers/parked').query({ limit: 0 }).set('Cookie', admin.cookie).expect(400);
    expect(badLimit.body.message).toMatch(/limit/);
  });
});

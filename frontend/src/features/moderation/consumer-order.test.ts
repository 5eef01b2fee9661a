import { describe, expect, it } from 'vitest';
import { attentionOf, byAttention } from './consumer-order';
import type { ConsumerStatus } from './consumer-types';

const consumer = (name: string, fields: Partial<ConsumerStatus> = {}): ConsumerStatus => ({
  name,
  eventTypes: ['ListingApproved'],
  position: 10,
  transactionId: '900',
  checkpointAt: '2026-11-26T08:15:00.000Z',
  lag: 0,
  parked: 0,
  holder: 'sikka-consumer worker-1 4711',
  ...fields,
});

describe('byAttention', () => {
  it('puts parked events first, then a consumer nobody runs, then lag, then the rest by name', () => {
    const ordered = byAttention([
      consumer('b.fine'),
      consumer('c.behind', { lag: 12 }),
      consumer('d.stopped', { holder: null }),
      consumer('a.fine'),
      consumer('e.parked', { parked: 2 }),
    ]);
    expect(ordered.map((item) => item.name)).toEqual(['e.parked', 'd.stopped', 'c.behind', 'a.fine', 'b.fine']);
  });

  it('counts a consumer that keeps up as needing nothing', () => {
    expect(attentionOf(consumer('a'))).toBe(0);
  });
});

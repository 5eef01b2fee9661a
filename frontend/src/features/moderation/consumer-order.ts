import type { ConsumerStatus } from './consumer-types';

/** How much a consumer needs looking at: parked events, then no process running it, then lag. */
export function attentionOf(consumer: ConsumerStatus): number {
  if (consumer.parked > 0) return 3;
  if (consumer.holder === null) return 2;
  return consumer.lag > 0 ? 1 : 0;
}

/** The consumers that need looking at first (a phone shows one card at a time), then by name. */
export function byAttention(consumers: readonly ConsumerStatus[]): ConsumerStatus[] {
  return [...consumers].sort((a, b) => attentionOf(b) - attentionOf(a) || a.name.localeCompare(b.name));
}

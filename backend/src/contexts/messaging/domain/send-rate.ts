/** How many messages one user may send within one window, across all conversations. */
export const SEND_RATE = { messages: 20, windowSeconds: 30 } as const;

/** Seconds to wait before sending again, or 0. */
export function sendRetryAfter(sentInWindow: number, secondsLeft: number, policy = SEND_RATE): number {
  return sentInWindow > policy.messages ? Math.max(1, secondsLeft) : 0;
}

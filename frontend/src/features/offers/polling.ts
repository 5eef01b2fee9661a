/** Offers are polled every 5 s while the socket is down (spec §9). */
export const OFFERS_POLL_MS = 5_000;

import { describe, expect, it } from 'vitest';
import type { Coin, WatchedCoin } from './types';
import { isWatchedIn, withWatch } from './watch-cache';

const coin = (id: number): Coin =>
  ({ id, title: `Coin ${id}`, price: 1000, sellerId: 9, isSold: false, isReserved: false, createdAt: '2025-06-30T12:00:00.000Z' }) as Coin;
const watched = (id: number, watchedAt = '2025-07-01T00:00:00.000Z'): WatchedCoin => ({ ...coin(id), isWatched: true, watchedAt });

describe('withWatch', () => {
  const now = new Date('2025-07-02T10:00:00.000Z');

  it('puts a newly watched coin first, as the server orders the list (newest watched first)', () => {
    expect(withWatch([watched(1)], coin(2), true, now)).toEqual([{ ...coin(2), isWatched: true, watchedAt: now.toISOString() }, watched(1)]);
  });

  it('keeps one entry when a coin already watched is watched again', () => {
    expect(withWatch([watched(2), watched(1)], coin(2), true, now)?.map((item) => item.id)).toEqual([2, 1]);
  });

  it('leaves out an unwatched coin', () => {
    expect(withWatch([watched(2), watched(1)], coin(2), false, now)).toEqual([watched(1)]);
  });

  it('leaves a list not loaded yet unloaded: a partial list would unpress every other heart', () => {
    expect(withWatch(undefined, coin(2), true, now)).toBeUndefined();
  });
});

describe('isWatchedIn', () => {
  it('believes the coin page’s own answer first', () => {
    expect(isWatchedIn([], { ...coin(1), isWatched: true })).toBe(true);
    expect(isWatchedIn([watched(1)], { ...coin(1), isWatched: false })).toBe(false);
  });

  it('reads a browse card (no isWatched) from the watchlist, and says unknown before it is loaded', () => {
    expect(isWatchedIn([watched(1)], coin(1))).toBe(true);
    expect(isWatchedIn([watched(1)], coin(2))).toBe(false);
    expect(isWatchedIn(undefined, coin(1))).toBeUndefined();
  });
});

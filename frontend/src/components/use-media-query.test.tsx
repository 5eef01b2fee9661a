import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_LG, FROM_MD, useMediaQuery } from './use-media-query';

/** A matchMedia for a window of the given width that answers min-width queries; the test resizes it. */
function stubWindowWidth(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      const min = /\(min-width: (\d+)px\)/.exec(query)?.[1];
      return min !== undefined && state.width >= Number(min);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    state.width = next;
    for (const listener of listeners) listener();
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers in the first render, with no second render to catch up', () => {
    stubWindowWidth(1280);
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return [useMediaQuery(FROM_MD), useMediaQuery(FROM_LG)];
    });
    expect(result.current).toEqual([true, true]);
    expect(renders).toBe(1);
  });

  it('follows the window across a breakpoint', () => {
    const resize = stubWindowWidth(390);
    const { result } = renderHook(() => useMediaQuery(FROM_LG));
    expect(result.current).toBe(false);
    act(() => resize(1024));
    expect(result.current).toBe(true);
    act(() => resize(800));
    expect(result.current).toBe(false);
  });
});

import { useCallback, useEffect, useRef } from 'react';

/** The row has come to rest when it has not moved for this long (a glide moves it every frame). */
const SETTLE_MS = 150;

interface StripPosition {
  stripRef: React.RefObject<HTMLUListElement | null>;
  /** Brings photo `index` into view at once, or as soon as a glide under way has stopped. */
  show: (index: number) => void;
  onScroll: () => void;
}

/**
 * Which photo a row of full-width photos (one per scroll-snap position) shows, both ways: a swipe
 * reports the photo nearest its position as it goes (`onScrolledTo`), and `show` moves the row to a
 * photo. A swipe's snap glides on off the main thread and would carry the row past a photo asked for
 * meanwhile (the browser keeps gliding whatever the page sets), so a move asked for during a glide
 * waits for the row to come to rest, and the glide's positions are not reported meanwhile.
 */
export function useStripPosition(count: number, current: number, onScrolledTo: (index: number) => void): StripPosition {
  const stripRef = useRef<HTMLUListElement>(null);
  const frame = useRef(0);
  const settle = useRef<number | undefined>(undefined);
  const waiting = useRef<number | null>(null);
  // Read by the frame and the timer, which outlive the render that set them.
  const latest = useRef({ count, current, onScrolledTo });
  useEffect(() => {
    latest.current = { count, current, onScrolledTo };
  });

  const indexAt = useCallback((list: HTMLElement) => {
    const last = latest.current.count - 1;
    return Math.min(last, Math.max(0, Math.round(list.scrollLeft / list.clientWidth)));
  }, []);

  const report = useCallback(() => {
    const list = stripRef.current;
    if (!list || list.clientWidth === 0 || waiting.current !== null) return;
    const index = indexAt(list);
    if (index !== latest.current.current) latest.current.onScrolledTo(index);
  }, [indexAt]);

  const place = useCallback((index: number) => {
    const list = stripRef.current;
    if (list) list.scrollLeft = index * list.clientWidth;
  }, []);

  const settled = useCallback(() => {
    settle.current = undefined;
    const asked = waiting.current;
    waiting.current = null;
    if (asked === null) report();
    else place(asked);
  }, [place, report]);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(report);
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(settled, SETTLE_MS);
  }, [report, settled]);

  const show = useCallback(
    (index: number) => {
      if (settle.current === undefined) place(index);
      else waiting.current = index;
    },
    [place],
  );

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      window.clearTimeout(settle.current);
    },
    [],
  );

  return { stripRef, show, onScroll };
}

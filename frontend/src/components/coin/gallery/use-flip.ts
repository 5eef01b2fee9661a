import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the coin takes to turn over (gallery.css's animation lasts as long). */
export const FLIP_MS = 360;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Turning the coin over: `show` the other face half way through the turn, when the photo stands on its
 * edge, or at once for someone who asked their system for less motion.
 */
export function useFlip(show: (index: number) => void): { flipping: boolean; flip: (index: number) => void } {
  const [flipping, setFlipping] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const flip = useCallback(
    (index: number) => {
      timers.current.forEach((timer) => window.clearTimeout(timer));
      if (reducedMotion()) {
        setFlipping(false);
        show(index);
        return;
      }
      setFlipping(true);
      timers.current = [window.setTimeout(() => show(index), FLIP_MS / 2), window.setTimeout(() => setFlipping(false), FLIP_MS)];
    },
    [show],
  );
  return { flipping, flip };
}

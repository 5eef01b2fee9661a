import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch), ticking each second; 0 once passed or without one. */
export function useCountdown(deadline: number | null): number {
  const left = () => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]); // `left` reads only `deadline`.
  return seconds;
}

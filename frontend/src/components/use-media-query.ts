import { useCallback, useSyncExternalStore } from 'react';

/** antd's breakpoints (Grid), as media queries: from md (768 px) and from lg (992 px) up. */
export const FROM_MD = '(min-width: 768px)';
export const FROM_LG = '(min-width: 992px)';

const matches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the media query matches, followed live. Right from the first render, unlike antd's
 * `Grid.useBreakpoint()`, which answers nothing until its layout effect and then renders its component
 * again at once: for a screen (search with its cards, the header) that was a second render of the whole
 * screen in the phone's start-up (issue 10).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matches(query), () => false);
}

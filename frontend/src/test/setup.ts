import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadHindi } from '@/i18n/hindi';

// Hindi is a chunk of its own in the app (decisions/0085); tests create their i18n with it already here.
await loadHindi();

/** Tests of build tooling run in node (`// @vitest-environment node`): there is no page to shim or clean. */
const inBrowserEnvironment = typeof window !== 'undefined';

if (inBrowserEnvironment) {
  // jsdom lays nothing out: it has no media queries (antd's breakpoints need them) and no scrolling.
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  window.scrollTo = () => {};
  // Nor does it observe sizes (antd's text areas and tabs do).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

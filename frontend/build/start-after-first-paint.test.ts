// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_APP_SCRIPT, startAfterFirstPaint } from './start-after-first-paint.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Sikka</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/tanstack-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('startAfterFirstPaint: the built index.html starts the app through one deferred script', () => {
  it('moves the entry, its modulepreloads and stylesheets into the start script’s attributes', () => {
    const html = startAfterFirstPaint(BUILT, '/assets/start-app-e5.js')!;
    expect(html).toContain(
      '<script defer src="/assets/start-app-e5.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/tanstack-c3.js" data-styles="/assets/index-d4.css"></script>',
    );
    expect(html).not.toMatch(/type="module"|modulepreload|rel="stylesheet"/);
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves a page without a module entry alone', () => {
    expect(startAfterFirstPaint('<html><head></head></html>', '/s.js')).toBeNull();
  });
});

describe('START_APP_SCRIPT in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** Runs the start script as the browser would, with `firstPaint` on the page or not. */
  function boot(firstPaint: boolean) {
    document.body.innerHTML = `<div id="root">${firstPaint ? '<div id="first-paint">Browse Coins</div>' : ''}</div>`;
    const script = document.createElement('script');
    script.setAttribute('data-entry', '/assets/index-a1.js');
    script.setAttribute('data-preload', '/assets/react-b2.js');
    script.setAttribute('data-styles', '/assets/index-d4.css');
    document.head.appendChild(script);
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    new Function(START_APP_SCRIPT)();
  }
  const entry = () => document.head.querySelector('script[type="module"]');
  const stylesheet = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  const stylesLoaded = async () => {
    stylesheet()!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('with a first screen: fetches nothing of the app until the page has loaded, then styles first, then the entry', async () => {
    boot(true);
    expect(stylesheet()).toBeNull();
    window.dispatchEvent(new Event('load'));
    expect(stylesheet()?.getAttribute('href')).toBe('/assets/index-d4.css');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/react-b2.js');
    expect(entry()).toBeNull(); // never unstyled
    await stylesLoaded();
    expect(entry()?.getAttribute('src')).toBe('/assets/index-a1.js');
  });

  it('with a first screen whose page never finishes loading (a stuck picture): starts after three seconds, once', async () => {
    vi.useFakeTimers();
    boot(true);
    vi.advanceTimersByTime(2999);
    expect(stylesheet()).toBeNull();
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('without a first screen: starts at once', () => {
    boot(false);
    expect(stylesheet()).not.toBeNull();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinPhotoFixture } from '@/test/coin-photo-fixture';
import { renderWithProviders } from '@/test/render-with-providers';
import { CoinGallery } from './coin-gallery';
import { FLIP_MS } from './use-flip';

const TITLE = '1862 Victoria One Rupee';
const OBVERSE = coinPhotoFixture('2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11', 'obverse', { width: 2048, height: 2048 });
const REVERSE = coinPhotoFixture('7c0e2d1a-4b3c-4d5e-8f6a-1b2c3d4e5f60', 'reverse');
const EDGE = coinPhotoFixture('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'edge', { width: 1200, height: 400 });

function renderGallery(photos = [EDGE, OBVERSE, REVERSE], language: 'en' | 'hi' = 'en') {
  return renderWithProviders(<CoinGallery photos={photos} cover={photos[0]?.url ?? null} title={TITLE} sizes="100vw" />, { language });
}

const slides = () => screen.getAllByRole('button', { name: /^Enlarge photo/ });
const counter = () => document.querySelector('.coin-gallery__counter')?.textContent;
const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('CoinGallery', () => {
  it('shows every photo in the seller’s order, each saying which face it is, the first one eager and preloaded', () => {
    renderGallery();
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Enlarge photo 1 of 3: Edge',
      'Enlarge photo 2 of 3: Obverse',
      'Enlarge photo 3 of 3: Reverse',
    ]);
    const images = slides().map((slide) => slide.querySelector('img') as HTMLImageElement);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([EDGE.url, OBVERSE.url, REVERSE.url]);
    expect(images.map((img) => img.alt)).toEqual([`${TITLE} — Edge`, `${TITLE} — Obverse`, `${TITLE} — Reverse`]);
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['1200', '400'],
      ['2048', '2048'],
      ['1600', '1600'],
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    expect(slides().map((slide) => slide.querySelector('.coin-gallery__role')?.textContent)).toEqual(['Edge', 'Obverse', 'Reverse']);
    expect(counter()).toBe('1 of 3');
    // Only the photo in view is in the tab order.
    expect(slides().map((slide) => slide.tabIndex)).toEqual([0, -1, -1]);
  });

  it('switches the photo from its thumbnails and marks the one shown', () => {
    renderGallery();
    const thumbs = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 3: Edge',
      'Show photo 2 of 3: Obverse',
      'Show photo 3 of 3: Reverse',
    ]);
    fireEvent.click(thumbs[2] as HTMLElement);
    expect(counter()).toBe('3 of 3');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(slides().map((slide) => slide.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('follows a swipe: the photo nearest the scroll position is the one counted', () => {
    renderGallery();
    const strip = document.querySelector('.coin-gallery__strip') as HTMLElement;
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 358 });
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, value: 358 * 1.4 });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    fireEvent.scroll(strip);
    expect(counter()).toBe('2 of 3');
  });

  it('turns the coin over between obverse and reverse, from any other photo to the obverse first', () => {
    reducedMotion(true);
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Flip to the obverse' }));
    expect(counter()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Flip to the reverse' }));
    expect(counter()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Flip to the obverse' }));
    expect(counter()).toBe('2 of 3');
    expect(document.querySelector('.coin-gallery__frame--flipping')).toBeNull();
  });

  it('animates the turn only for someone who has not asked for less motion, changing face half way', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    renderGallery([OBVERSE, REVERSE]);
    fireEvent.click(screen.getByRole('button', { name: 'Flip to the reverse' }));
    expect(document.querySelector('.coin-gallery__frame--flipping')).not.toBeNull();
    expect(counter()).toBe('1 of 2');
    act(() => vi.advanceTimersByTime(FLIP_MS / 2));
    expect(counter()).toBe('2 of 2');
    act(() => vi.advanceTimersByTime(FLIP_MS / 2));
    expect(document.querySelector('.coin-gallery__frame--flipping')).toBeNull();
  });

  it('has no flip without both faces, and no counter or thumbnails for a single photo', () => {
    renderGallery([OBVERSE, EDGE]);
    expect(screen.queryByRole('button', { name: /^Flip/ })).toBeNull();
    document.body.innerHTML = '';
    renderGallery([REVERSE]);
    expect(screen.queryByRole('button', { name: /^Flip/ })).toBeNull();
    expect(counter()).toBeUndefined();
    expect(screen.queryByRole('list', { name: 'All photos' })).toBeNull();
  });

  it('moves between photos with the arrow keys, Home and End, keeping the focus on the photo shown', () => {
    renderGallery();
    const strip = document.querySelector('.coin-gallery__strip') as HTMLElement;
    slides()[0]?.focus();
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(counter()).toBe('2 of 3');
    expect(document.activeElement).toBe(slides()[1]);
    fireEvent.keyDown(strip, { key: 'End' });
    expect(counter()).toBe('3 of 3');
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(counter()).toBe('3 of 3');
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(counter()).toBe('1 of 3');
    expect(document.activeElement).toBe(slides()[0]);
  });

  it('shows the placeholder for a coin without photos', () => {
    renderGallery([]);
    expect(screen.getByRole('img', { name: 'No picture of this coin' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Hindi', () => {
    renderGallery([OBVERSE, REVERSE], 'hi');
    expect(screen.getByRole('button', { name: 'पलटें: पीछे का भाग देखें' })).toBeInTheDocument();
    expect(counter()).toBe('2 में से 1');
    expect(screen.getByRole('region', { name: `${TITLE} की तस्वीरें` })).toBeInTheDocument();
  });
});

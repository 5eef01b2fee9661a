import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coinPhotoFixture } from '@/test/coin-photo-fixture';
import { renderWithProviders } from '@/test/render-with-providers';
import { CoinGallery } from './coin-gallery';

const TITLE = '1862 Victoria One Rupee';
const OBVERSE = coinPhotoFixture('2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11', 'obverse', { width: 2048, height: 2048 });
const REVERSE = coinPhotoFixture('7c0e2d1a-4b3c-4d5e-8f6a-1b2c3d4e5f60', 'reverse');
const EDGE = coinPhotoFixture('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'edge', { width: 1200, height: 400 });

async function openZoom(slide = 0, language: 'en' | 'hi' = 'en') {
  renderWithProviders(<CoinGallery photos={[OBVERSE, REVERSE, EDGE]} cover={OBVERSE.url} title={TITLE} sizes="100vw" />, { language });
  const slides = document.querySelectorAll<HTMLButtonElement>('.coin-gallery__open');
  fireEvent.click(slides[slide] as HTMLElement);
  return screen.findByRole('dialog');
}

const zoomed = (dialog: HTMLElement) => dialog.querySelector('img.zoom-viewer__photo') as HTMLImageElement;
/** The scale in the zoomed photo's transform. */
const scaleOf = (dialog: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(zoomed(dialog).style.transform)?.[1]);
/** The zoomed photo's view from its transform (jsdom writes `translate(0px)` for a translate of 0, 0). */
function viewOf(dialog: HTMLElement): { x: number; y: number; scale: number } {
  const [, x = '0', y = '0', scale = '1'] = /translate\((-?[\d.]+)px(?:, (-?[\d.]+)px)?\) scale\(([\d.]+)\)/.exec(zoomed(dialog).style.transform) ?? [];
  return { x: Number(x), y: Number(y), scale: Number(scale) };
}
const stageOf = (dialog: HTMLElement) => dialog.querySelector('.zoom-viewer__stage') as HTMLElement;

describe('the zoom', () => {
  it('opens on the photo tapped, at its full resolution: the full-size picture, not a copy', async () => {
    const dialog = await openZoom(1);
    const img = zoomed(dialog);
    expect(img.getAttribute('src')).toBe(REVERSE.url);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1600']);
    expect(img.alt).toBe(`${TITLE} — Reverse`);
    expect(dialog).toHaveTextContent('Reverse · 2 of 3');
    expect(scaleOf(dialog)).toBe(1);
  });

  it('zooms with + and −, back to the whole photo, and never below it', async () => {
    const dialog = await openZoom();
    const button = (name: string) => within(dialog).getByRole('button', { name });
    expect(button('Zoom out')).toBeDisabled();
    fireEvent.click(button('Zoom in'));
    expect(scaleOf(dialog)).toBe(1.5);
    expect(dialog).toHaveTextContent('150%');
    fireEvent.click(button('Zoom in'));
    expect(scaleOf(dialog)).toBe(2.25);
    fireEvent.click(button('Zoom out'));
    expect(scaleOf(dialog)).toBe(1.5);
    fireEvent.click(button('Show the whole photo'));
    expect(scaleOf(dialog)).toBe(1);
  });

  it('zooms with the wheel, a pinch of two pointers and a double-tap', async () => {
    const dialog = await openZoom();
    const stage = stageOf(dialog);
    fireEvent.wheel(stage, { deltaY: -200 });
    expect(scaleOf(dialog)).toBeGreaterThan(1.4);
    fireEvent.wheel(stage, { deltaY: 400 });
    expect(scaleOf(dialog)).toBe(1);

    // Two fingers 100 px apart spread to 300 px: three times closer.
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: 0, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(scaleOf(dialog)).toBeCloseTo(3);
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 0, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });

    // A double-tap on a zoomed photo shows it whole; another zooms in again.
    const tap = () => {
      fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 50, clientY: 50 });
      fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 50, clientY: 50 });
    };
    tap();
    tap();
    expect(scaleOf(dialog)).toBe(1);
    tap();
    tap();
    expect(scaleOf(dialog)).toBe(2.5);
  });

  it('drags a zoomed photo about, never past its edges, and leaves a whole one where it is', async () => {
    const dialog = await openZoom();
    const stage = stageOf(dialog);
    // jsdom lays nothing out: a 400 px square stage, so the 2048 px photo is fitted at 400 px.
    Object.defineProperty(stage, 'clientWidth', { configurable: true, value: 400 });
    Object.defineProperty(stage, 'clientHeight', { configurable: true, value: 400 });
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 5, pointerType: 'mouse', button: 0, clientX: from, clientY: 100 });
      fireEvent.pointerMove(stage, { pointerId: 5, pointerType: 'mouse', clientX: to, clientY: 130 });
      fireEvent.pointerUp(stage, { pointerId: 5, pointerType: 'mouse', clientX: to, clientY: 130 });
    };
    drag(100, 160);
    expect(viewOf(dialog)).toEqual({ x: 0, y: 0, scale: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    // At 2.25×, 900 px of photo in 400 px of stage: 250 px of room each way.
    drag(100, 160);
    expect(viewOf(dialog)).toEqual({ x: 60, y: 30, scale: 2.25 });
    drag(0, 400);
    expect(viewOf(dialog)).toEqual({ x: 250, y: 60, scale: 2.25 });
  });

  it('goes to the next and previous photo with the arrow keys and the buttons, each opening whole', async () => {
    const dialog = await openZoom();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(zoomed(dialog).getAttribute('src')).toBe(REVERSE.url);
    expect(scaleOf(dialog)).toBe(1);
    fireEvent.keyDown(window, { key: '+' });
    expect(scaleOf(dialog)).toBe(1.5);
    fireEvent.keyDown(window, { key: '0' });
    expect(scaleOf(dialog)).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(zoomed(dialog).getAttribute('src')).toBe(EDGE.url);
    // Round from the last to the first.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(zoomed(dialog).getAttribute('src')).toBe(OBVERSE.url);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(zoomed(dialog).getAttribute('src')).toBe(EDGE.url);
    expect(dialog).toHaveTextContent('Edge · 3 of 3');
  });

  it('closes with Escape, leaving the gallery on the photo it ended on', async () => {
    const dialog = await openZoom();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.coin-gallery__counter')).toHaveTextContent('2 of 3');
  });

  it('speaks Hindi', async () => {
    const dialog = await openZoom(0, 'hi');
    expect(within(dialog).getByRole('button', { name: 'बड़ा करें' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('सामने का भाग · 3 में से 1');
  });
});

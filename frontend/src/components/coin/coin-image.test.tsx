import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { type CoinPhoto, CoinImage, pictureSources } from './coin-image';

const ID = '2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11';
const LOCAL = `/uploads/coins/${ID}.jpg`;
const BUCKET = `https://cdn.example.in/sikka-pictures/coins/${ID}.png`;

/** A 1600 × 1200 photo as the API lists it: no 2048 px copy is wider than the picture, so that entry says 1600w. */
const PHOTO: CoinPhoto = {
  id: '0d9c1f4e-2b7a-4c61-9f0e-8a3b5d2c7e10',
  role: 'obverse',
  url: LOCAL,
  width: 1600,
  height: 1200,
  srcset: `/uploads/coins/${ID}-320w.webp 320w, /uploads/coins/${ID}-640w.webp 640w, /uploads/coins/${ID}-1280w.webp 1280w, /uploads/coins/${ID}-2048w.webp 1600w`,
  jpegSrcset: `/uploads/coins/${ID}-320w.jpg 320w, /uploads/coins/${ID}-640w.jpg 640w, /uploads/coins/${ID}-1280w.jpg 1280w, /uploads/coins/${ID}-2048w.jpg 1600w`,
};

const picture = () => screen.getByRole('img', { name: 'Akbar silver rupee' }) as HTMLImageElement;
const webpSource = () => picture().parentElement?.querySelector('source[type="image/webp"]') ?? null;
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

describe('pictureSources', () => {
  it('names the WebP and the JPEG copy at each width beside a stored picture, locally and in the bucket', () => {
    expect(pictureSources(LOCAL)).toEqual({
      srcset: [320, 640, 1280, 2048].map((w) => `/uploads/coins/${ID}-${w}w.webp ${w}w`).join(', '),
      jpegSrcset: [320, 640, 1280, 2048].map((w) => `/uploads/coins/${ID}-${w}w.jpg ${w}w`).join(', '),
    });
    // A PNG's copies are WebP and JPEG like every other picture's.
    expect(pictureSources(BUCKET)?.jpegSrcset).toBe(
      ['320', '640', '1280', '2048'].map((w) => `https://cdn.example.in/sikka-pictures/coins/${ID}-${w}w.jpg ${w}w`).join(', '),
    );
  });

  it('has none for an address it did not store', () => {
    expect(pictureSources('https://images.example.org/legacy.jpg')).toBeNull();
    expect(pictureSources(`/uploads/coins/${ID}-640w.jpg`)).toBeNull();
    expect(pictureSources(`/uploads/coins/${ID}.svg`)).toBeNull();
  });
});

describe('CoinImage', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('shows a photo as a <picture>: its WebP copies first, its JPEG copies in the <img>, with its width and height', () => {
    renderWithProviders(<CoinImage src={null} photo={PHOTO} alt="Akbar silver rupee" sizes="(max-width: 575.98px) 120px, 390px" />);
    const img = picture();
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(webpSource()?.getAttribute('srcset')).toBe(PHOTO.srcset);
    expect(webpSource()?.getAttribute('sizes')).toBe('(max-width: 575.98px) 120px, 390px');
    expect(img.getAttribute('src')).toBe(LOCAL);
    expect(img.getAttribute('srcset')).toBe(PHOTO.jpegSrcset);
    expect(img.getAttribute('sizes')).toBe('(max-width: 575.98px) 120px, 390px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(preloads()).toHaveLength(0);
  });

  it('leaves width and height out for a photo not measured yet', () => {
    renderWithProviders(<CoinImage src={LOCAL} photo={{ ...PHOTO, width: null, height: null }} alt="Akbar silver rupee" />);
    expect(picture().hasAttribute('width')).toBe(false);
    expect(picture().hasAttribute('height')).toBe(false);
  });

  it('derives both lists from a URL alone (a message, an offer)', () => {
    renderWithProviders(<CoinImage src={BUCKET} alt="Akbar silver rupee" sizes="64px" />);
    expect(webpSource()?.getAttribute('srcset')).toBe(pictureSources(BUCKET)?.srcset);
    expect(picture().getAttribute('srcset')).toBe(pictureSources(BUCKET)?.jpegSrcset);
    expect(picture().hasAttribute('width')).toBe(false);
  });

  it('loads a priority photo eagerly and first, and preloads its WebP copies with its sizes', () => {
    renderWithProviders(<CoinImage src={null} photo={PHOTO} alt="Akbar silver rupee" sizes="100vw" priority />);
    const img = picture();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(preloads()).toHaveLength(1);
    const link = preloads()[0] as Element;
    expect(link.getAttribute('imagesrcset')).toBe(PHOTO.srcset);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('type')).toBe('image/webp');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an address without sizes as a plain src, and preloads that when it has priority', () => {
    renderWithProviders(<CoinImage src="https://images.example.org/legacy.jpg" alt="Akbar silver rupee" sizes="390px" priority />);
    const img = picture();
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('src')).toBe('https://images.example.org/legacy.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(preloads().map((link) => [link.getAttribute('href'), link.hasAttribute('imagesrcset')])).toEqual([['https://images.example.org/legacy.jpg', false]]);
  });

  it('falls back to the single full-size picture when its copies are missing (stored before they existed)', () => {
    renderWithProviders(<CoinImage src={null} photo={PHOTO} alt="Akbar silver rupee" sizes="390px" />);
    fireEvent.error(picture());
    expect(picture().parentElement?.tagName).not.toBe('PICTURE');
    expect(picture().getAttribute('src')).toBe(LOCAL);
    expect(picture().hasAttribute('srcset')).toBe(false);
    expect(picture().hasAttribute('sizes')).toBe(false);
    expect(picture().getAttribute('width')).toBe('1600');
  });

  it('shows the rupee sign without a picture', () => {
    renderWithProviders(<CoinImage src={null} photo={null} alt="Akbar silver rupee" priority />);
    expect(screen.getByRole('img', { name: 'No picture of this coin' }).tagName).toBe('DIV');
    expect(preloads()).toHaveLength(0);
  });
});

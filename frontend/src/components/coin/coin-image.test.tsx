import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CoinImage, pictureSrcset } from './coin-image';

const ID = '2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11';
const LOCAL = `/uploads/coins/${ID}.jpg`;
const BUCKET = `https://cdn.example.in/sikka-pictures/coins/${ID}.webp`;

const picture = () => screen.getByRole('img', { name: 'Akbar silver rupee' }) as HTMLImageElement;
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

describe('pictureSrcset', () => {
  it('names the copy at each width beside a stored picture, locally and in the bucket', () => {
    expect(pictureSrcset(LOCAL)).toBe(
      `/uploads/coins/${ID}-320w.jpg 320w, /uploads/coins/${ID}-640w.jpg 640w, /uploads/coins/${ID}-1024w.jpg 1024w`,
    );
    expect(pictureSrcset(BUCKET)).toBe(
      ['320', '640', '1024'].map((w) => `https://cdn.example.in/sikka-pictures/coins/${ID}-${w}w.webp ${w}w`).join(', '),
    );
  });

  it('has none for an address it did not store', () => {
    expect(pictureSrcset('https://images.example.org/legacy.jpg')).toBeNull();
    expect(pictureSrcset(`/uploads/coins/${ID}-640w.jpg`)).toBeNull();
    expect(pictureSrcset(`/uploads/coins/${ID}.svg`)).toBeNull();
  });
});

describe('CoinImage', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('offers the sizes with the slot width it is given, and loads lazily by default', () => {
    renderWithProviders(<CoinImage src={LOCAL} alt="Akbar silver rupee" sizes="(max-width: 575.98px) 120px, 390px" />);
    const img = picture();
    expect(img.getAttribute('src')).toBe(LOCAL);
    expect(img.getAttribute('srcset')).toBe(pictureSrcset(LOCAL));
    expect(img.getAttribute('sizes')).toBe('(max-width: 575.98px) 120px, 390px');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(preloads()).toHaveLength(0);
  });

  it('loads a priority picture eagerly and first, and preloads it with its sizes', () => {
    renderWithProviders(<CoinImage src={BUCKET} alt="Akbar silver rupee" sizes="100vw" priority />);
    const img = picture();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(preloads()).toHaveLength(1);
    const link = preloads()[0] as Element;
    expect(link.getAttribute('imagesrcset')).toBe(pictureSrcset(BUCKET));
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an address without sizes as a plain src, and preloads that when it has priority', () => {
    renderWithProviders(<CoinImage src="https://images.example.org/legacy.jpg" alt="Akbar silver rupee" sizes="390px" priority />);
    const img = picture();
    expect(img.getAttribute('src')).toBe('https://images.example.org/legacy.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(preloads().map((link) => [link.getAttribute('href'), link.hasAttribute('imagesrcset')])).toEqual([['https://images.example.org/legacy.jpg', false]]);
  });

  it('falls back to the single full-size picture when its copies are missing (stored before sizes existed)', () => {
    renderWithProviders(<CoinImage src={LOCAL} alt="Akbar silver rupee" sizes="390px" />);
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe(LOCAL);
    expect(picture().hasAttribute('srcset')).toBe(false);
    expect(picture().hasAttribute('sizes')).toBe(false);
  });

  it('shows the rupee sign without a picture', () => {
    renderWithProviders(<CoinImage src={null} alt="Akbar silver rupee" priority />);
    expect(screen.getByRole('img', { name: 'No picture of this coin' }).tagName).toBe('DIV');
    expect(preloads()).toHaveLength(0);
  });
});

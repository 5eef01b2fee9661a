import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coinFixture } from '@/test/coin-fixture';
import { coinPhotoFixture } from '@/test/coin-photo-fixture';
import { renderInRouter } from '@/test/render-in-router';
import type { Coin } from '../../types';
import type { Viewer } from '../../viewer';
import { OwnListingCard } from '../listings/own-listing-card';
import { CoinDetail } from './coin-detail';

const OBVERSE = coinPhotoFixture('2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11', 'obverse');
const REVERSE = coinPhotoFixture('7c0e2d1a-4b3c-4d5e-8f6a-1b2c3d4e5f60', 'reverse');
const HINT = 'Add photos of both faces — buyers decide from them';

const SELLER: NonNullable<Viewer> = {
  id: 7,
  name: 'Rahul Verma',
  mobileNumber: '9000000003',
  location: 'Mumbai',
  subscriptionTier: 'basic',
  subscriptionExpiresAt: null,
  coinsListedThisMonth: 1,
  lastResetDate: '2025-06-01T00:00:00.000Z',
  isAdmin: false,
  phoneVerified: true,
  suspendedUntil: null,
  suspensionReason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

const withPhotos = (images: Coin['images'], changes: Partial<Coin> = {}) => coinFixture({ images, imageUrl: images[0]?.url ?? null, ...changes });

/** In a router: the edit it opens has links. */
async function renderCard(coin: Coin, language: 'en' | 'hi' = 'en') {
  renderInRouter(<OwnListingCard coin={coin} actions={null} />, { language });
  await screen.findByRole('heading', { level: 2, name: coin.title });
}

describe('the seller’s hint when a face has no photo', () => {
  it('tells the seller on My Listings which face is missing, and opens the edit to add it', async () => {
    await renderCard(withPhotos([OBVERSE]));
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByText('The reverse (back) has no photo yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Listing' })).toBeInTheDocument();
  });

  it('names both faces for a listing without photos, or with neither face', async () => {
    await renderCard(withPhotos([]));
    expect(screen.getByText('Neither face has a photo yet.')).toBeInTheDocument();
  });

  it('is not shown when both faces are there, nor on a sold listing', async () => {
    await renderCard(withPhotos([REVERSE, OBVERSE]));
    expect(screen.queryByText(HINT)).toBeNull();
    document.body.innerHTML = '';
    await renderCard(withPhotos([REVERSE], { isSold: true }));
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('shows the card’s picture from the cover photo with its sizes', async () => {
    await renderCard(withPhotos([REVERSE, OBVERSE]));
    const img = screen.getByRole('img', { name: '1862 Victoria One Rupee' });
    expect(img.getAttribute('srcset')).toBe(REVERSE.jpegSrcset);
    expect(img.getAttribute('width')).toBe('1600');
  });

  it('is on the coin page for its seller only', async () => {
    const coin = withPhotos([REVERSE]);
    const { unmount } = renderInRouter(<CoinDetail coin={coin} viewer={SELLER} messageSeller={() => null} />);
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(screen.getByText('The obverse (front) has no photo yet.')).toBeInTheDocument();
    unmount();
    renderInRouter(<CoinDetail coin={coin} viewer={{ ...SELLER, id: 8 }} messageSeller={() => null} />);
    await screen.findByRole('heading', { level: 1, name: coin.title });
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('speaks Hindi', async () => {
    await renderCard(withPhotos([OBVERSE]), 'hi');
    expect(screen.getByText('सिक्के के दोनों तरफ़ की तस्वीरें लगाएँ — ख़रीदार इन्हीं को देखकर फ़ैसला करते हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'तस्वीरें जोड़ें' })).toBeInTheDocument();
  });
});

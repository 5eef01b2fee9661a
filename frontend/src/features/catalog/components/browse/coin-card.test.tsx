import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coinFixture } from '@/test/coin-fixture';
import { renderInRouter } from '@/test/render-in-router';
import type { Coin } from '../../types';
import { CoinCard } from './coin-card';

async function renderCard(coin: Coin, language: 'en' | 'hi' = 'en') {
  renderInRouter(<CoinCard coin={coin} pictureSizes="100vw" />, { language });
  return screen.findByRole('link', { name: new RegExp(coin.title) });
}

describe('CoinCard: Certified and the grade (issue 13)', () => {
  it('marks a certified, graded coin over its picture, so the card is no taller', async () => {
    const card = await renderCard(
      coinFixture({ grade: 30, gradeLabel: 'VF-30', certification: { service: 'NGC', serviceName: null, number: '4321987-001' }, isCertified: true }),
    );
    const marks = card.querySelector('.coin-card__cover .coin-card__marks');
    expect(marks).not.toBeNull();
    expect(marks).toHaveTextContent('Certified');
    expect(marks).toHaveTextContent('Grade VF-30');
    // Nothing added to the text beside the picture.
    expect(card.querySelector('.coin-card__body')).not.toHaveTextContent('Certified');
  });

  it('shows a grade without a certificate, and nothing for a coin with neither', async () => {
    const graded = await renderCard(coinFixture({ grade: 45, gradeLabel: 'XF-45' }));
    expect(graded.querySelector('.coin-card__marks')).toHaveTextContent('XF-45');
    expect(graded.querySelector('.coin-card__marks')).not.toHaveTextContent('Certified');
  });

  it('has no marks for a plain coin', async () => {
    const card = await renderCard(coinFixture());
    expect(card.querySelector('.coin-card__marks')).toBeNull();
  });

  it('speaks Hindi', async () => {
    const card = await renderCard(coinFixture({ certification: { service: 'ICG', serviceName: null, number: '1234' }, isCertified: true }), 'hi');
    expect(card.querySelector('.coin-card__marks')).toHaveTextContent('प्रमाणित');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coinFixture } from '@/test/coin-fixture';
import { renderInRouter } from '@/test/render-in-router';
import type { Coin } from '../../types';
import { CoinDetail } from './coin-detail';

const NOTICE = /Coins more than 100 years old are antiquities under India's Antiquities and Art Treasures Act, 1972/;

async function renderDetail(coin: Coin, language: 'en' | 'hi' = 'en') {
  renderInRouter(<CoinDetail coin={coin} viewer={null} messageSeller={() => null} />, { language });
  await screen.findByRole('heading', { level: 1, name: coin.title });
}

describe('CoinDetail: certification and antiquity (issue 13)', () => {
  it('shows Certified beside the price, the specification and the antiquity notice of an old certified coin', async () => {
    await renderDetail(
      coinFixture({
        ruler: 'Victoria',
        isAntiquity: true,
        grade: 30,
        gradeLabel: 'VF-30',
        certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
        isCertified: true,
      }),
    );
    expect(screen.getByText('Certified').closest('.ant-tag')).toHaveAttribute('title', 'Certified by NGC');
    expect(screen.getByRole('heading', { level: 2, name: 'Specification' })).toBeInTheDocument();
    expect(screen.getByText('NGC · 4321987-001')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn more/ })).toHaveAttribute('href', '/antiquities');
  });

  it('shows neither on a coin that is not certified and not an antiquity', async () => {
    await renderDetail(coinFixture({ year: '1950', yearAd: 1950, isAntiquity: false }));
    expect(screen.queryByText('Certified')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('leaves the notice to the server’s isAntiquity, whatever the year says', async () => {
    await renderDetail(coinFixture({ year: '1862', isAntiquity: false }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await renderDetail(
      coinFixture({ isAntiquity: true, certification: { service: 'PCGS', serviceName: null, number: '12345678' }, isCertified: true }),
      'hi',
    );
    expect(screen.getByText('प्रमाणित')).toBeInTheDocument();
    expect(screen.getByText(/पुरावशेष तथा बहुमूल्य कलाकृति अधिनियम, 1972/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_IDENTITY } from '@/test/coin-identity-fixture';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubVocabulary } from '@/test/stub-vocabulary';
import type { Coin } from '../../types';
import { CoinSpecification } from './coin-specification';

const BASE = { year: '1279', ...NO_IDENTITY } as Coin;

const DESCRIBED: Coin = {
  ...BASE,
  denomination: 'Rupee',
  issuer: 'Mughal Empire',
  ruler: 'Bahadur Shah II',
  mint: 'Delhi',
  era: 'AH',
  yearAd: 1862,
  catalogueRefs: [
    { catalogue: 'KM', number: '473' },
    { catalogue: 'Pridmore', number: '123' },
  ],
  weightGrams: 11.66,
  diameterMm: 30.5,
  shape: 'Round',
  edge: 'Milled',
  grade: 30,
  gradeLabel: 'VF-30',
  certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
  isCertified: true,
};

/** The table's rows as label → value. */
function rows(): Record<string, string> {
  const table = screen.getByRole('table');
  return Object.fromEntries(
    [...table.querySelectorAll('th')].map((header) => [header.textContent ?? '', header.nextElementSibling?.textContent ?? '']),
  );
}

describe('CoinSpecification', () => {
  beforeEach(stubVocabulary);

  it('shows every given field under "Specification", in words collectors use', () => {
    renderWithProviders(<CoinSpecification coin={DESCRIBED} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Specification' })).toBeInTheDocument();
    expect(rows()).toEqual({
      Denomination: 'Rupee',
      Issuer: 'Mughal Empire',
      Ruler: 'Bahadur Shah II',
      Mint: 'Delhi',
      Year: '1279 AH (≈ AD 1862)',
      Catalogue: 'KM 473, Pridmore 123',
      Weight: '11.66 g',
      Diameter: '30.5 mm',
      Shape: 'Round',
      Edge: 'Milled',
      Grade: 'VF-30 — Very Fine',
      Certification: 'NGC · 4321987-001',
    });
  });

  it('leaves out what is not given, an AD year’s "≈", and an era the seller already wrote', () => {
    renderWithProviders(<CoinSpecification coin={{ ...BASE, year: '1862', era: 'AD', yearAd: 1862, weightGrams: 7.5 }} />);
    expect(rows()).toEqual({ Year: '1862 AD', Weight: '7.5 g' });
  });

  it('names another grading service by its name', () => {
    renderWithProviders(
      <CoinSpecification coin={{ ...BASE, year: 'AH 1115', era: 'AH', yearAd: 1703, certification: { service: 'other', serviceName: 'IGI', number: 'A-1234' }, isCertified: true }} />,
    );
    expect(rows()).toEqual({ Year: 'AH 1115 (≈ AD 1703)', Certification: 'IGI · A-1234' });
  });

  it('is not shown for a listing without any of these details', () => {
    const { container } = renderWithProviders(<CoinSpecification coin={{ ...BASE, year: null }} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('Specification')).not.toBeInTheDocument();
  });

  it('asks for the curated names only when a value may need them', () => {
    renderWithProviders(<CoinSpecification coin={DESCRIBED} />);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a curated name typed in Hindi in English for an English reader', async () => {
    renderWithProviders(<CoinSpecification coin={{ ...BASE, year: null, ruler: 'विक्टोरिया', mint: 'कोई टकसाल' }} />);
    await waitFor(() => expect(rows()).toEqual({ Ruler: 'Victoria', Mint: 'कोई टकसाल' }));
  });

  it('speaks Hindi, curated names included (free text stays as written)', async () => {
    renderWithProviders(<CoinSpecification coin={DESCRIBED} />, { language: 'hi' });
    expect(screen.getByRole('heading', { level: 2, name: 'सिक्के का ब्योरा' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toMatchObject({ मूल्यवर्ग: 'रुपया' }));
    expect(rows()).toMatchObject({
      मूल्यवर्ग: 'रुपया',
      'जारीकर्ता': 'मुग़ल साम्राज्य',
      'शासक': 'Bahadur Shah II',
      'आकृति': 'गोल',
      'किनारा': 'दानेदार',
      वर्ष: 'हिजरी 1279 (≈ 1862 ई.)',
      वज़न: '11.66 ग्राम',
      व्यास: '30.5 मिमी',
      ग्रेड: 'VF-30 — वेरी फ़ाइन',
      प्रमाणन: 'NGC · 4321987-001',
    });
  });
});

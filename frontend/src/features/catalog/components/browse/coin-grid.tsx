import { useTranslation } from 'react-i18next';
import type { Coin } from '../../types';
import { CoinCard } from './coin-card';
import './coin-grid.css';

/** Placeholder cards while the first page loads (spec §9: six). */
const SKELETON_CARDS = 6;

/**
 * How wide a card's picture is shown: 120 px beside the text on phones (coin-card.css), then two
 * columns, then three from xl (1200 px) in a page at most 1232 px wide.
 */
const PICTURE_SIZES = {
  /** The seller page and similar coins: the grid spans the page. */
  page: '(max-width: 575.98px) 120px, (max-width: 1199.98px) 50vw, 390px',
  /** The browse page: from lg (992 px) the grid takes 18 of 24 columns beside the filters. */
  besideFilters: '(max-width: 575.98px) 120px, (max-width: 991.98px) 50vw, (max-width: 1199.98px) 37vw, 290px',
} as const;

interface CoinGridProps {
  coins: readonly Coin[];
  /** Where the grid sits, for its pictures' sizes. */
  layout?: keyof typeof PICTURE_SIZES;
  /** How many first cards load their picture eagerly and first: those above the fold of a 390 px phone on a page led by the grid. */
  priorityCards?: number;
}

/** One column on phones, two from sm (576 px), three from xl (1200 px); plain CSS grid (decisions/0058). */
export function CoinGrid({ coins, layout = 'page', priorityCards = 0 }: CoinGridProps) {
  return (
    <ul className="coin-grid">
      {coins.map((coin, index) => (
        <li key={coin.id}>
          <CoinCard coin={coin} pictureSizes={PICTURE_SIZES[layout]} priority={index < priorityCards} />
        </li>
      ))}
    </ul>
  );
}

export function CoinGridSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="coin-grid" role="status" aria-label={t('list.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="coin-grid__placeholder" aria-hidden>
          <div className="coin-grid__placeholder-picture" />
          <div className="coin-grid__placeholder-lines">
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

import { formatRupees } from '../../../platform/kernel/money';
import type { PageCard, PageLanguage, PagePicture } from '../../../platform/http/web-page';
import type { CoinImageView, CoinView } from '../application/coin-view';
import { CATALOG_PAGE_WORDS } from './catalog-page-words';

/** How wide the web app shows a picture at each viewport width (coin-detail.tsx, coin-grid.tsx): the same file is fetched for both. */
export const PICTURE_SLOTS = {
  coinPage: '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1231.98px) calc(42vw - 32px), 480px',
  browseCard: '(max-width: 575.98px) 120px, (max-width: 991.98px) 50vw, (max-width: 1199.98px) 37vw, 290px',
} as const;

/** A coin's photo with its WebP copies (decisions/0051, 0075); a picture of another form is shown as it is. */
export function coinPicture(photo: Pick<CoinImageView, 'url' | 'srcset'>, alt: string, sizes: string): PagePicture {
  return photo.srcset ? { url: photo.url, alt, srcset: photo.srcset, sizes } : { url: photo.url, alt };
}

/** A coin as a card of the server-written browse screen: what the app's CoinCard shows, in the page's language. */
export function coinCard(coin: CoinView, language: PageLanguage): PageCard {
  const words = CATALOG_PAGE_WORDS[language];
  const badge = coin.isSold ? words.card.soldBadge : coin.isReserved ? words.card.reservedBadge : undefined;
  return {
    href: `/coin/${coin.id}`,
    title: coin.title,
    price: formatRupees(coin.price),
    ...(badge ? { badge } : {}),
    ...(coin.images[0] ? { picture: coinPicture(coin.images[0], coin.title, PICTURE_SLOTS.browseCard) } : {}),
    facts: [
      [words.card.year, coin.year ?? words.unknown],
      [words.card.metal, coin.metal ? words.metals[coin.metal] : words.unknown],
      [words.card.condition, words.conditions[coin.condition]],
      [words.card.seller, coin.seller.name],
    ],
    place: coin.location,
    sold: coin.isSold,
  };
}

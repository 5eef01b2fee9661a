import type { OfferAvailability, PageLanguage, PageRequest, WebPage } from '../../../platform/http/web-page';
import type { CoinView } from '../application/coin-view';
import type { SellerProfileView } from '../application/queries/get-seller-profile.query';
import type { ListingPage } from '../application/queries/search-listings.query';
import { formatRupees as rupees } from '../../../platform/kernel/money';
import { coinCard, coinPicture, PICTURE_SLOTS } from './catalog-page-cards';
import { specificationFacts } from './catalog-page-specification';
import { CATALOG_PAGE_WORDS, type CoinState } from './catalog-page-words';
import { browseCanonicalQuery } from './browse-canonical-query';

/** Sold and reserved coins keep their pages (decisions/0042); what each state means to a shop. */
const AVAILABILITY: Record<CoinState, { openGraph: OfferAvailability; schema: string }> = {
  available: { openGraph: 'in stock', schema: 'https://schema.org/InStock' },
  sold: { openGraph: 'out of stock', schema: 'https://schema.org/SoldOut' },
  reserved: { openGraph: 'pending', schema: 'https://schema.org/Reserved' },
};

const MAX_DESCRIPTION = 160;


/** The first ~160 characters of a text, on one line, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A coin's page: its own title, price, state and picture, as a product with an offer in rupees. */
export function coinPage(coin: CoinView, request: PageRequest): WebPage {
  const words = CATALOG_PAGE_WORDS[request.language];
  const state: CoinState = coin.isSold ? 'sold' : coin.isReserved ? 'reserved' : 'available';
  const price = `${words.price}: ${rupees(coin.price)}`;
  const description = summary(`${rupees(coin.price)} · ${words.state[state]} · ${coin.description}`);
  const cover = coin.images[0];
  const image = cover ? { url: cover.url, alt: coin.title } : undefined;
  const url = request.absolute(`/coin/${coin.id}`);
  const seller = coin.seller.name ? `${words.seller}: ${coin.seller.name}${coin.location ? ` (${coin.location})` : ''}` : null;
  return {
    head: {
      title: coin.title,
      description,
      type: 'product',
      image,
      product: { amount: coin.price, currency: 'INR', availability: AVAILABILITY[state].openGraph },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: coin.title,
          description: coin.description,
          ...(image ? { image: [request.absolute(image.url)] } : {}),
          url,
          sku: String(coin.id),
          offers: {
            '@type': 'Offer',
            url,
            price: String(coin.price),
            priceCurrency: 'INR',
            availability: AVAILABILITY[state].schema,
            itemCondition: 'https://schema.org/UsedCondition',
            ...(coin.seller.name ? { seller: { '@type': 'Person', name: coin.seller.name } } : {}),
          },
        },
      ],
    },
    body: {
      heading: coin.title,
      facts: [price, words.state[state], ...(seller ? [seller] : []), ...specificationFacts(coin, request.language)],
      text: coin.description,
      ...(cover ? { image: coinPicture(cover, coin.title, PICTURE_SLOTS.coinPage) } : {}),
    },
  };
}

/** A seller's profile page. */
export function sellerPage(seller: SellerProfileView, request: PageRequest): WebPage {
  const words = CATALOG_PAGE_WORDS[request.language];
  const description = words.sellerDescription(seller);
  return {
    head: {
      title: words.sellerTitle(seller.name),
      description,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: request.absolute(`/sellers/${seller.id}`),
          mainEntity: { '@type': 'Person', name: seller.name, ...(seller.location ? { homeLocation: seller.location } : {}) },
        },
      ],
    },
    body: { heading: seller.name, facts: [description] },
  };
}

/**
 * The browse screen (/) and the search screen (/search): their titles, canonical queries and first
 * screens — the search box and the first page of coins (`page`; null on /search before any words or
 * filter, where the app lists nothing yet and asks what to look for).
 */
export function browsePage(screen: 'home' | 'search', request: PageRequest, page: ListingPage | null): WebPage {
  const words = CATALOG_PAGE_WORDS[request.language];
  const canonicalQuery = browseCanonicalQuery(screen, request.query);
  const q = canonicalQuery.find(([name]) => name === 'q')?.[1];
  const title = screen === 'home' ? words.home : q ? words.searchFor(q) : words.search;
  const count = page && new Intl.NumberFormat('en-IN').format(page.totalCount);
  return {
    head: { title, canonicalQuery },
    body: {
      heading: screen === 'home' ? words.home : words.search,
      facts: [],
      search: { action: '/search', label: words.searchLabel, placeholder: words.searchPlaceholder, ...(q ? { value: q } : {}) },
      ...(page
        ? { cardsCaption: words.found(count ?? '0', !page.totalIsExact, page.totalCount === 1), cards: page.coins.map((coin) => coinCard(coin, request.language)) }
        : { intro: words.searchPrompt }),
    },
  };
}

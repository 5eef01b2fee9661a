import type { OfferAvailability, PageLanguage, PageRequest, WebPage } from '../../../platform/http/web-page';
import type { CoinView } from '../application/coin-view';
import type { SellerProfileView } from '../application/queries/get-seller-profile.query';
import { browseCanonicalQuery } from './browse-canonical-query';

type CoinState = 'available' | 'sold' | 'reserved';

/** The Catalog's fixed words on its pages, as the web app says them (locales/{en,hi}; Hindi per decisions/0044). */
const WORDS: Record<PageLanguage, {
  home: string;
  search: string;
  searchFor: (q: string) => string;
  price: string;
  seller: string;
  state: Record<CoinState, string>;
  sellerTitle: (name: string) => string;
  sellerDescription: (seller: SellerProfileView) => string;
}> = {
  en: {
    home: 'Browse Coins',
    search: 'Search Coins',
    searchFor: (q) => `“${q}” - Search Coins`,
    price: 'Price',
    seller: 'Seller',
    state: { available: 'Available', sold: 'Sold', reserved: 'Reserved' },
    sellerTitle: (name) => `${name} - Seller Profile`,
    sellerDescription: (s) =>
      `${s.name}${s.location ? ` (${s.location})` : ''} sells old Indian coins on Sikka: ${s.liveListingCount} for sale, ${s.soldListingCount} sold.`,
  },
  hi: {
    home: 'सिक्के देखें',
    search: 'सिक्के खोजें',
    searchFor: (q) => `“${q}” - सिक्के खोजें`,
    price: 'कीमत',
    seller: 'विक्रेता',
    state: { available: 'उपलब्ध', sold: 'बिक गया', reserved: 'आरक्षित' },
    sellerTitle: (name) => `${name} - विक्रेता प्रोफ़ाइल`,
    sellerDescription: (s) =>
      `${s.name}${s.location ? ` (${s.location})` : ''} Sikka पर पुराने भारतीय सिक्के बेचते हैं: ${s.liveListingCount} बिक्री के लिए, ${s.soldListingCount} बिक गए।`,
  },
};

/** Sold and reserved coins keep their pages (decisions/0042); what each state means to a shop. */
const AVAILABILITY: Record<CoinState, { openGraph: OfferAvailability; schema: string }> = {
  available: { openGraph: 'in stock', schema: 'https://schema.org/InStock' },
  sold: { openGraph: 'out of stock', schema: 'https://schema.org/SoldOut' },
  reserved: { openGraph: 'pending', schema: 'https://schema.org/Reserved' },
};

const MAX_DESCRIPTION = 160;

const rupees = (amount: number): string => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The first ~160 characters of a text, on one line, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A coin's page: its own title, price, state and picture, as a product with an offer in rupees. */
export function coinPage(coin: CoinView, request: PageRequest): WebPage {
  const words = WORDS[request.language];
  const state: CoinState = coin.isSold ? 'sold' : coin.isReserved ? 'reserved' : 'available';
  const price = `${words.price}: ${rupees(coin.price)}`;
  const description = summary(`${rupees(coin.price)} · ${words.state[state]} · ${coin.description}`);
  const image = coin.imageUrl ? { url: coin.imageUrl, alt: coin.title } : undefined;
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
    body: { heading: coin.title, facts: [price, words.state[state], ...(seller ? [seller] : [])], text: coin.description, image },
  };
}

/** A seller's profile page. */
export function sellerPage(seller: SellerProfileView, request: PageRequest): WebPage {
  const words = WORDS[request.language];
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

/** The browse screen (/) and the search screen (/search): their titles and canonical queries. */
export function browsePage(screen: 'home' | 'search', request: PageRequest): WebPage {
  const words = WORDS[request.language];
  const canonicalQuery = browseCanonicalQuery(screen, request.query);
  const q = canonicalQuery.find(([name]) => name === 'q')?.[1];
  const title = screen === 'home' ? words.home : q ? words.searchFor(q) : words.search;
  return { head: { title, canonicalQuery } };
}

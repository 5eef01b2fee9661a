/** The languages a page can be served in; `?lang=hi` selects Hindi, anything else is English. */
export const PAGE_LANGUAGES = ['en', 'hi'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** What a context is told about the page it describes. */
export interface PageRequest {
  /** The route's path parameters, decoded (`{ id: '42' }` for /coin/42). */
  params: Record<string, string>;
  /** The address's query string, as sent. */
  query: URLSearchParams;
  language: PageLanguage;
  /** An absolute URL on the site's public origin for a path (`/uploads/a.webp`); absolute URLs pass through. */
  absolute(pathOrUrl: string): string;
}

/** Open Graph's product:availability words (decisions/0049 maps the coin's state onto them). */
export type OfferAvailability = 'in stock' | 'out of stock' | 'pending';

/** The head a context wants for its page; the platform adds the site name, canonical, hreflang and social tags. */
export interface WebPageHead {
  /** The page's own title; the platform appends " | {site name}". Null: the site name alone. */
  title: string | null;
  /** Meta/OG/Twitter description; the site's description when absent. */
  description?: string;
  /** og:type; "website" when absent. */
  type?: 'website' | 'product' | 'profile';
  /** The page's picture (a path on this site or an absolute URL); the site image when absent. */
  image?: { url: string; alt: string };
  /** The canonical query, already normalised by the context (names in a fixed order, defaults left out). */
  canonicalQuery?: [string, string][];
  /** product:price and product:availability tags. */
  product?: { amount: number; currency: 'INR'; availability: OfferAvailability };
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
}

/** A picture in a server-written page: its sized copies (srcset) and the slot it fills (sizes). */
export interface PagePicture {
  url: string;
  alt: string;
  srcset?: string;
  sizes?: string;
}

/** A listing shown as a card in a server-written page (browse, search, a seller's page). */
export interface PageCard {
  href: string;
  title: string;
  /** The price as shown ("₹1,100"). */
  price: string;
  /** "Sold" or "Reserved" beside the price. */
  badge?: string;
  picture?: PagePicture;
  /** Label and value pairs (year, metal, condition, seller). */
  facts: [string, string][];
  /** The place, under the facts. */
  place?: string;
  /** A sold coin: dimmed as in the app. */
  sold?: boolean;
}

/**
 * The page's first screen, written by the server (decisions/0059): shown at once, before the app's
 * JavaScript arrives, and to anything that runs no JavaScript; the app replaces it when it starts.
 */
export interface WebPageBody {
  heading: string;
  /** The lead under the heading. */
  intro?: string;
  /** Short lines under the heading (price, availability, seller). */
  facts: string[];
  text?: string;
  image?: PagePicture;
  /** A search box that sends its words to `action` as `q` (a plain GET form: it works without JavaScript). */
  search?: { action: string; label: string; placeholder: string; value?: string };
  /** A highlighted block after the text (the sign-in screen's "why join" card). */
  aside?: { title: string; text: string };
  /** "54 coins found" above the cards. */
  cardsCaption?: string;
  cards?: PageCard[];
}

export interface WebPage {
  head: WebPageHead;
  body?: WebPageBody;
}

/** Describes the page a route shows, or answers null when the thing it shows is missing (a 404 page). */
export type WebPageDescriber = (request: PageRequest) => Promise<WebPage | null>;

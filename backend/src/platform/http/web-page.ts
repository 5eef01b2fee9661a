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

/** A small server-rendered body, shown until the app starts (and to anything that runs no JavaScript). */
export interface WebPageBody {
  heading: string;
  /** Short lines under the heading (price, availability, seller). */
  facts: string[];
  text?: string;
  image?: { url: string; alt: string };
}

export interface WebPage {
  head: WebPageHead;
  body?: WebPageBody;
}

/** Describes the page a route shows, or answers null when the thing it shows is missing (a 404 page). */
export type WebPageDescriber = (request: PageRequest) => Promise<WebPage | null>;

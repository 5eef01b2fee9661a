// What the footer needs to link the static pages, apart from the pages themselves: importing the
// pages would put their text components into every first load.

/**
 * The static pages' titles alone, keyed by page id, bundled with the app for the footer on every
 * screen: the same words as each page's own title in the `static` namespace (which loads when a
 * static page opens; a test keeps them equal), so the footer does not load all the policy text
 * (docs/decisions/0050-first-load-budget.md).
 */
export const PAGE_TITLES_NAMESPACE = 'pages';

/** Identifiers of the static pages. */
export type StaticPageId =
  | 'about'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'disclaimer'
  | 'shippingDelivery'
  | 'subscriptionPolicy'
  | 'antiquities';

/** i18n key (in the `static` namespace) of each page's title, as the page itself shows it. */
export const STATIC_PAGE_TITLE_KEYS = {
  about: 'about.title',
  contact: 'contact.title',
  terms: 'terms.title',
  privacy: 'privacy.title',
  disclaimer: 'disclaimer.title',
  shippingDelivery: 'shippingDelivery.title',
  subscriptionPolicy: 'subscriptionPolicy.title',
  antiquities: 'antiquities.title',
} as const satisfies Record<StaticPageId, string>;

/** Route path of each static page (the Subscription Policy lives at /cancellation-refund). */
export const STATIC_PAGE_PATHS = {
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  disclaimer: '/disclaimer',
  shippingDelivery: '/shipping-delivery',
  subscriptionPolicy: '/cancellation-refund',
  antiquities: '/antiquities',
} as const satisfies Record<StaticPageId, string>;

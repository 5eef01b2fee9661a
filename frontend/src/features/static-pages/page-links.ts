// What the footer needs to link the static pages, apart from the pages themselves: importing the
// pages would put their text components into every first load.

/** i18n namespace holding all static-page text. */
export const STATIC_PAGES_NAMESPACE = 'static';

/** Identifiers of the static pages. */
export type StaticPageId =
  | 'about'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'disclaimer'
  | 'shippingDelivery'
  | 'subscriptionPolicy';

/**
 * i18n key (in the `static` namespace) of each page's title — use it for footer labels:
 * `t(STATIC_PAGE_TITLE_KEYS.terms, { ns: 'static' })` or `useTranslation('static')`.
 */
export const STATIC_PAGE_TITLE_KEYS = {
  about: 'about.title',
  contact: 'contact.title',
  terms: 'terms.title',
  privacy: 'privacy.title',
  disclaimer: 'disclaimer.title',
  shippingDelivery: 'shippingDelivery.title',
  subscriptionPolicy: 'subscriptionPolicy.title',
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
} as const satisfies Record<StaticPageId, string>;

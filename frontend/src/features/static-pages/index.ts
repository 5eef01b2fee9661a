/**
 * Static pages: About, Contact, Terms, Privacy, Disclaimer, Shipping & Delivery and the
 * Subscription Policy. Every page renders the whole page body (not the app shell), sets the
 * document title through usePageTitle and takes its text from the `static` i18n namespace.
 */
export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { TermsPage } from './TermsPage';
export { PrivacyPage } from './PrivacyPage';
export { DisclaimerPage } from './DisclaimerPage';
export { ShippingDeliveryPage } from './ShippingDeliveryPage';
export { SubscriptionPolicyPage } from './SubscriptionPolicyPage';

export {
  PAGE_TITLES_NAMESPACE,
  STATIC_PAGE_PATHS,
  STATIC_PAGE_TITLE_KEYS,
  type StaticPageId,
} from './page-links';

/**
 * Static pages: About, Contact, Terms, Privacy, Disclaimer, Shipping & Delivery, the
 * Subscription Policy and Antiquities and the Law. Every page renders the whole page body (not the app shell), sets the
 * document title through usePageTitle and takes its text from the `static` i18n namespace.
 */
export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { TermsPage } from './terms-page';
export { PrivacyPage } from './privacy-page';
export { DisclaimerPage } from './disclaimer-page';
export { ShippingDeliveryPage } from './shipping-delivery-page';
export { SubscriptionPolicyPage } from './subscription-policy-page';
export { AntiquitiesPage } from './antiquities-page';

export {
  PAGE_TITLES_NAMESPACE,
  STATIC_PAGE_PATHS,
  STATIC_PAGE_TITLE_KEYS,
  type StaticPageId,
} from './page-links';

import type { PageLanguage } from './web-page';

/** The site's own words in each page language (the web app's common.json says the same). */
export interface SiteWords {
  /** Appended to every page title: "{page} | {siteName}". */
  siteName: string;
  description: string;
  /** og:locale. */
  locale: string;
  pictureAlt: string;
  /** The header's sign-in button (layout.json header.signIn). */
  signIn: string;
  /** The language's own name, on the switch to it (common.json language). */
  languageName: string;
}

/** The brand stays "Sikka" in Latin script in every language (frontend/src/config/site.ts). */
export const SITE_WORDS: Record<PageLanguage, SiteWords> = {
  en: {
    siteName: 'Sikka - Indian Old Coin Marketplace',
    description: "Buy and sell rare and old Indian coins on Sikka, India's premier vintage coin marketplace.",
    locale: 'en_IN',
    pictureAlt: 'Sikka',
    signIn: 'Sign In',
    languageName: 'English',
  },
  hi: {
    siteName: 'Sikka - पुराने भारतीय सिक्कों का बाज़ार',
    description: 'Sikka पर दुर्लभ और पुराने भारतीय सिक्के ख़रीदें और बेचें — पुराने सिक्कों का भारत का प्रमुख बाज़ार।',
    locale: 'hi_IN',
    pictureAlt: 'Sikka',
    signIn: 'साइन इन करें',
    languageName: 'हिन्दी',
  },
};

/** The picture shared for a page that has none of its own: 1200×630 PNG, as link previews want (frontend/public). */
export const SITE_IMAGE_PATH = '/share-image.png';

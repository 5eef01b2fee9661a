import type { PageLanguage } from '../../../platform/http/web-page';
import type { Condition, Metal } from '../domain/catalog-values';
import type { SellerProfileView } from '../application/queries/get-seller-profile.query';

export type CoinState = 'available' | 'sold' | 'reserved';

/**
 * The Catalog's fixed words on its server-written pages, as the web app says them (locales/{en,hi}:
 * catalog.json, coin.json; Hindi per decisions/0044). catalog-page-words.spec.ts keeps them equal.
 */
export interface CatalogPageWords {
  home: string;
  search: string;
  searchFor: (q: string) => string;
  /** catalog.json search.label, search.placeholder and search.prompt. */
  searchLabel: string;
  searchPlaceholder: string;
  searchPrompt: string;
  /** catalog.json list.count / list.countAtLeast, with the count already formatted. */
  found: (count: string, atLeast: boolean, one: boolean) => string;
  price: string;
  seller: string;
  state: Record<CoinState, string>;
  /** catalog.json card.*. */
  card: { year: string; metal: string; condition: string; seller: string; soldBadge: string; reservedBadge: string };
  /** coin.json metals, conditions and unknown. */
  metals: Record<Metal, string>;
  conditions: Record<Condition, string>;
  unknown: string;
  sellerTitle: (name: string) => string;
  sellerDescription: (seller: SellerProfileView) => string;
}

export const CATALOG_PAGE_WORDS: Record<PageLanguage, CatalogPageWords> = {
  en: {
    home: 'Browse Coins',
    search: 'Search Coins',
    searchFor: (q) => `“${q}” - Search Coins`,
    searchLabel: 'Search coins',
    searchPlaceholder: 'Search coins by name, ruler, year or city…',
    searchPrompt: 'Type what you are looking for, or open the filters and choose one.',
    found: (count, atLeast, one) => `${count}${atLeast ? '+' : ''} ${one ? 'coin' : 'coins'} found`,
    price: 'Price',
    seller: 'Seller',
    state: { available: 'Available', sold: 'Sold', reserved: 'Reserved' },
    card: { year: 'Year', metal: 'Metal', condition: 'Condition', seller: 'Seller', soldBadge: 'Sold', reservedBadge: 'Reserved' },
    metals: { gold: 'Gold', silver: 'Silver', copper: 'Copper', bronze: 'Bronze', nickel: 'Nickel', brass: 'Brass', 'copper-nickel': 'Copper-Nickel', other: 'Other' },
    conditions: {
      poor: 'Poor',
      fair: 'Fair',
      good: 'Good',
      'very-good': 'Very Good',
      fine: 'Fine',
      'very-fine': 'Very Fine',
      excellent: 'Excellent',
      mint: 'Mint (Uncirculated)',
    },
    unknown: 'Unknown',
    sellerTitle: (name) => `${name} - Seller Profile`,
    sellerDescription: (s) =>
      `${s.name}${s.location ? ` (${s.location})` : ''} sells old Indian coins on Sikka: ${s.liveListingCount} for sale, ${s.soldListingCount} sold.`,
  },
  hi: {
    home: 'सिक्के देखें',
    search: 'सिक्के खोजें',
    searchFor: (q) => `“${q}” - सिक्के खोजें`,
    searchLabel: 'सिक्के खोजें',
    searchPlaceholder: 'नाम, शासक, वर्ष या शहर से सिक्के खोजें…',
    searchPrompt: 'आप जो ढूँढ रहे हैं वह लिखें, या फ़िल्टर खोलकर कोई विकल्प चुनें।',
    found: (count, atLeast, one) => `${count}${atLeast ? '+' : ''} ${one ? 'सिक्का मिला' : 'सिक्के मिले'}`,
    price: 'कीमत',
    seller: 'विक्रेता',
    state: { available: 'उपलब्ध', sold: 'बिक गया', reserved: 'आरक्षित' },
    card: { year: 'वर्ष', metal: 'धातु', condition: 'स्थिति', seller: 'विक्रेता', soldBadge: 'बिक गया', reservedBadge: 'आरक्षित' },
    metals: { gold: 'सोना', silver: 'चाँदी', copper: 'ताँबा', bronze: 'काँसा', nickel: 'निकल', brass: 'पीतल', 'copper-nickel': 'ताँबा-निकल', other: 'अन्य' },
    conditions: {
      poor: 'पुअर (PO)',
      fair: 'फ़ेयर (FR)',
      good: 'गुड (G)',
      'very-good': 'वेरी गुड (VG)',
      fine: 'फ़ाइन (F)',
      'very-fine': 'वेरी फ़ाइन (VF)',
      excellent: 'एक्सीलेंट (XF)',
      mint: 'मिंट (अनसर्कुलेटेड, UNC)',
    },
    unknown: 'अज्ञात',
    sellerTitle: (name) => `${name} - विक्रेता प्रोफ़ाइल`,
    sellerDescription: (s) =>
      `${s.name}${s.location ? ` (${s.location})` : ''} Sikka पर पुराने भारतीय सिक्के बेचते हैं: ${s.liveListingCount} बिक्री के लिए, ${s.soldListingCount} बिक गए।`,
  },
};

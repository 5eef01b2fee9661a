import { CATEGORIES, type Category, type Condition, type Metal } from '@/components/coin/coin-values';

/** What each catalog screen offers (spec §3: the differences between places are kept). */

/** Browse chips and the sidebar's category checkboxes. */
export const BROWSE_CATEGORIES = ['british-india', 'mughal', 'republic', 'princely'] as const satisfies readonly Category[];

/** The search screen's category filter: the listing form's first five. */
export const SEARCH_CATEGORIES = [
  'british-india',
  'mughal',
  'republic',
  'princely',
  'east-india-company',
] as const satisfies readonly Category[];

/** The listing form offers every category. */
export const FORM_CATEGORIES = CATEGORIES;

/** The browse filter's conditions (single choice). */
export const FILTER_CONDITIONS = ['mint', 'excellent', 'good', 'fair'] as const satisfies readonly Condition[];

export const FORM_CONDITIONS = ['mint', 'excellent', 'very-good', 'good', 'fair', 'poor'] as const satisfies readonly Condition[];

/** The browse and search filters' metals (besides All). */
export const FILTER_METALS = ['gold', 'silver', 'copper', 'bronze'] as const satisfies readonly Metal[];

export const FORM_METALS = [
  'gold',
  'silver',
  'copper',
  'bronze',
  'nickel',
  'brass',
  'other',
] as const satisfies readonly Metal[];

/** Each screen's orders (spec §3), then the coin's own age on both: year-asc and year-desc (issue 13). */
export const BROWSE_SORTS = ['recent', 'price-low', 'price-high', 'popular', 'year-asc', 'year-desc'] as const;
export const SEARCH_SORTS = ['most-recent', 'price-low', 'price-high', 'oldest', 'year-asc', 'year-desc'] as const;
export type SortBy = (typeof BROWSE_SORTS)[number] | (typeof SEARCH_SORTS)[number];

/** The value of a select that means "no filter"; never sent (spec §7). */
export const ALL = 'all';

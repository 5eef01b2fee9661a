/**
 * Every value a listing's attributes can take, as the slugs the API stores (product decisions,
 * "Listings and moderation"). Each screen offers its own subset (spec §3); labels come from the
 * `coin` translations.
 */
export const CATEGORIES = [
  'british-india',
  'mughal',
  'republic',
  'princely',
  'east-india-company',
  'portuguese-india',
  'french-india',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONDITIONS = ['poor', 'fair', 'good', 'very-good', 'fine', 'very-fine', 'excellent', 'mint'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const METALS = ['gold', 'silver', 'copper', 'bronze', 'nickel', 'brass', 'copper-nickel', 'other'] as const;
export type Metal = (typeof METALS)[number];

/** The cities the location filters offer; sent lower-case (spec §3). */
export const CITIES = [
  'delhi',
  'mumbai',
  'bangalore',
  'kolkata',
  'chennai',
  'pune',
  'hyderabad',
  'ahmedabad',
  'jaipur',
  'lucknow',
] as const;
export type City = (typeof CITIES)[number];

/** A screen's list, plus the value a listing already has when the list lacks it, so an edit keeps it. */
export function withCurrent(slugs: readonly string[], current: string | null | undefined): readonly string[] {
  return current && !slugs.includes(current) ? [...slugs, current] : slugs;
}

import { ValidationError } from '../../../platform/kernel/errors';

export const CATEGORIES = ['british-india', 'mughal', 'republic', 'princely', 'east-india-company', 'portuguese-india', 'french-india'] as const;
export const CONDITIONS = ['poor', 'fair', 'good', 'very-good', 'fine', 'very-fine', 'excellent', 'mint'] as const;
export const METALS = ['gold', 'silver', 'copper', 'bronze', 'nickel', 'brass', 'copper-nickel', 'other'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Metal = (typeof METALS)[number];

/** Display names of spec.md that the API accepts besides the slugs (compared case-insensitively). */
const CATEGORY_NAMES: Record<string, Category> = {
  'british india': 'british-india',
  mughal: 'mughal',
  'mughal empire': 'mughal',
  republic: 'republic',
  'republic india': 'republic',
  'princely states': 'princely',
  'princely state': 'princely',
  'east india company': 'east-india-company',
  'portuguese india': 'portuguese-india',
  'french india': 'french-india',
};
const CONDITION_NAMES: Record<string, Condition> = {
  'very good': 'very-good',
  'very fine': 'very-fine',
  uncirculated: 'mint',
  'mint (uncirculated)': 'mint',
};
const METAL_NAMES: Record<string, Metal> = { 'copper-nickel': 'copper-nickel', 'copper nickel': 'copper-nickel', cupronickel: 'copper-nickel' };

function toSlug<T extends string>(field: string, input: unknown, slugs: readonly T[], names: Record<string, T>): T {
  const raw = typeof input === 'string' ? input.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  if ((slugs as readonly string[]).includes(raw)) return raw as T;
  const named = names[raw] ?? (slugs as readonly string[]).find((slug) => slug.replace(/-/g, ' ') === raw);
  if (named) return named as T;
  throw new ValidationError(field, `${field} must be one of ${slugs.join(', ')}`);
}

export const parseCategory = (input: unknown): Category => toSlug('category', input, CATEGORIES, CATEGORY_NAMES);
export const parseCondition = (input: unknown): Condition => toSlug('condition', input, CONDITIONS, CONDITION_NAMES);
export const parseMetal = (input: unknown): Metal => toSlug('metal', input, METALS, METAL_NAMES);

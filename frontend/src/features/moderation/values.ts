import { CONDITIONS, type Category, type Metal } from '@/components/coin/coin-values';

/** The Edit Coin Listing dialog's lists (spec §3, "Admin edit"). */
export const ADMIN_CATEGORIES = ['british-india', 'mughal', 'republic', 'princely'] as const satisfies readonly Category[];

/** The admin dialog offers every condition, Poor to Uncirculated. */
export const ADMIN_CONDITIONS = CONDITIONS;

export const ADMIN_METALS = ['gold', 'silver', 'copper', 'bronze', 'nickel', 'copper-nickel'] as const satisfies readonly Metal[];

/** Admin edit price: parsed as a whole number, 0 when it is not one (spec §5). */
export function parseAdminPrice(input: string | number | null | undefined): number {
  const parsed = Number.parseInt(String(input ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/**
 * Money as Sikka counts it: whole rupees (INR). Every price and every offer lies between ₹1 and
 * ₹1,00,00,00,000 (one hundred crore, what the `coins.price` check allows), and amounts are written
 * the Indian way, in lakhs and crores.
 */
export const RUPEES_MIN = 1;
export const RUPEES_MAX = 1_000_000_000;

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ and the amount grouped the Indian way: ₹4,500, ₹1,00,00,00,000. */
export const formatRupees = (amount: number): string => `₹${INDIAN_GROUPING.format(amount)}`;

/** The sentence for an amount above the bound: "price must be at most ₹1,00,00,00,000". */
export const aboveRupeesMax = (field: string): string => `${field} must be at most ${formatRupees(RUPEES_MAX)}`;

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A whole-rupee price with Indian digit grouping and no decimals: 1234567 → "₹12,34,567". */
export function formatInr(rupees: number): string {
  return INR.format(rupees);
}

/**
 * A whole-rupee price with Indian digit grouping and no decimals: 1234567 → "₹12,34,567", as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })`
 * writes it (the test holds the two equal). Written out because creating that formatter loads the
 * locale's currency data: on a phone it was one of the longest single steps of the app's start-up
 * (issue 10), for the one format every card needs.
 */
export function formatInr(rupees: number): string {
  const digits = String(Math.round(Math.abs(rupees)));
  // The last three digits, then pairs: 12,34,567.
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rupees < 0 ? '-' : ''}₹${head ? `${head},` : ''}${digits.slice(-3)}`;
}

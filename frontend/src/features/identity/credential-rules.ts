/** Limits the server applies to accounts (docs: product decisions, "Identity and names"). */
export const NAME_LENGTH = { min: 2, max: 80 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const LOCATION_MAX_LENGTH = 100;

/**
 * The 10-digit form of an Indian mobile number, accepting a +91 or 91 prefix, spaces and dashes;
 * null when the input is not a mobile number (10 digits starting with 6, 7, 8 or 9).
 */
export function normaliseMobileNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const digits = compact.replace(/^\+?91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

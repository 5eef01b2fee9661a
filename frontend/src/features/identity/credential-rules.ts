/** Limits the server applies to accounts (docs: product decisions, "Identity and names"). */
export const NAME_LENGTH = { min: 2, max: 80 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const LOCATION_MAX_LENGTH = 100;

/**
 * The 10-digit form of an Indian mobile number, as the server normalises it: a +91, 91 or 0 prefix,
 * spaces, dashes, dots and brackets are accepted. Null when the result is not 10 digits starting
 * with 6, 7, 8 or 9.
 */
export function normaliseMobileNumber(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

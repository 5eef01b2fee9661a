import { ValidationError } from '../../../platform/kernel/errors';

export const MOBILE_NUMBER_RULE = 'mobileNumber must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9';

/**
 * Normalises an Indian mobile number to its 10 digits. Accepts a +91 or 91 prefix (or a leading 0),
 * spaces, dashes and dots; anything else is a ValidationError naming mobileNumber.
 */
export function normaliseMobileNumber(input: unknown): string {
  if (typeof input !== 'string') throw new ValidationError('mobileNumber', MOBILE_NUMBER_RULE);
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.replace(/^\+91/, '').replace(/^91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) throw new ValidationError('mobileNumber', MOBILE_NUMBER_RULE);
  return digits;
}

import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_` or `pay_` and 14 random letters and digits, like the ids Razorpay issues. */
export function providerStyleId(prefix: 'order' | 'pay'): string {
  return `${prefix}_${Array.from(randomBytes(14), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

import { ValidationError } from '../../../platform/kernel/errors';
import { checkCode, codeDigest, codeState, digestsMatch, expiryOf, newCode, ONE_TIME_CODE, StoredCode, triesLeft } from './one-time-code';

const issuedAt = new Date('2026-11-29T10:00:00Z');
const fresh: StoredCode = { expiresAt: expiryOf(issuedAt), failedTries: 0, endedAt: null, endReason: null };
const minutes = (n: number) => new Date(issuedAt.getTime() + n * 60_000);

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not all the same', () => {
    const codes = Array.from({ length: 200 }, () => newCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('accept the six digits as typed with spaces or a dash, and name the field otherwise', () => {
    expect(checkCode('123456')).toBe('123456');
    expect(checkCode(' 123 456 ')).toBe('123456');
    expect(checkCode('012-345')).toBe('012345');
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456, undefined, '１２３４５６']) {
      expect(() => checkCode(bad)).toThrow(ValidationError);
      try {
        checkCode(bad);
      } catch (error) {
        expect((error as ValidationError).field).toBe('code');
      }
    }
  });

  it('given a fresh code, when ten minutes pass, then it has expired (not a second before)', () => {
    expect(codeState(fresh, minutes(0))).toBe('open');
    expect(codeState(fresh, new Date(minutes(10).getTime() - 1000))).toBe('open');
    expect(codeState(fresh, minutes(10))).toBe('expired');
    expect(ONE_TIME_CODE.lifetimeSeconds).toBe(600);
  });

  it('given four wrong tries it is still open with one try left; the fifth burns it', () => {
    expect(codeState({ ...fresh, failedTries: 4 }, minutes(1))).toBe('open');
    expect(triesLeft(4)).toBe(1);
    expect(codeState({ ...fresh, failedTries: 5 }, minutes(1))).toBe('burnt');
    expect(triesLeft(5)).toBe(0);
    expect(triesLeft(9)).toBe(0);
  });

  it('given an ended code, its end wins over its expiry', () => {
    expect(codeState({ ...fresh, endedAt: minutes(1), endReason: 'used' }, minutes(20))).toBe('used');
    expect(codeState({ ...fresh, endedAt: minutes(1), endReason: 'replaced' }, minutes(2))).toBe('replaced');
  });

  it('store a digest bound to the secret, the purpose and the number — never the code', () => {
    const digest = codeDigest('secret-one', 'reset-password', '9876543210', '123456');
    expect(digest).not.toContain('123456');
    expect(digestsMatch(digest, codeDigest('secret-one', 'reset-password', '9876543210', '123456'))).toBe(true);
    expect(digestsMatch(digest, codeDigest('secret-two', 'reset-password', '9876543210', '123456'))).toBe(false);
    expect(digestsMatch(digest, codeDigest('secret-one', 'verify-phone', '9876543210', '123456'))).toBe(false);
    expect(digestsMatch(digest, codeDigest('secret-one', 'reset-password', '9876543211', '123456'))).toBe(false);
    expect(digestsMatch(digest, codeDigest('secret-one', 'reset-password', '9876543210', '123457'))).toBe(false);
    expect(digestsMatch(digest, '')).toBe(false);
  });
});

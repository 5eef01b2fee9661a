import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { AccountSuspendedError } from './account-suspended-error';

const answer = (status: number) => new Response(null, { status });

describe('AccountSuspendedError', () => {
  it('keeps the end of the suspension a 403 names', () => {
    const error = AccountSuspendedError.fromResponse(answer(403), { statusCode: 403, message: 'Your account is suspended until …', suspendedUntil: '2026-12-07T10:00:00.000Z' });
    expect(error).toBeInstanceOf(AccountSuspendedError);
    expect((error as AccountSuspendedError).suspendedUntil).toBe('2026-12-07T10:00:00.000Z');
    expect(error.message).toBe('403: Your account is suspended until …');
  });

  it('is a plain ApiError for any other refusal', () => {
    for (const [status, body] of [
      [401, { message: 'Invalid mobile number or password' }],
      [403, { message: 'Forbidden' }],
      [403, { message: 'x', suspendedUntil: 'not a date' }],
      [429, 'Too many'],
    ] as const) {
      const error = AccountSuspendedError.fromResponse(answer(status), body);
      expect(error).not.toBeInstanceOf(AccountSuspendedError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
    }
  });
});

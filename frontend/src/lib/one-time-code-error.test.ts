import { describe, expect, it } from 'vitest';
import { codeProblem } from './one-time-code-error';

describe('codeProblem', () => {
  it('reads a wrong code with the tries left, and the last wrong try as none left', () => {
    expect(codeProblem({ status: 400, message: '400: code is not the one we sent: 3 tries left' })).toEqual({ kind: 'wrong', triesLeft: 3 });
    expect(codeProblem({ status: 400, message: '400: code is not the one we sent: 1 try left' })).toEqual({ kind: 'wrong', triesLeft: 1 });
    expect(codeProblem({ status: 400, message: '400: code is not the one we sent, and no tries are left: ask for a new code' })).toEqual({ kind: 'wrong', triesLeft: 0 });
  });

  it('reads 409 as a code that can no longer be used and 429 as too many attempts', () => {
    expect(codeProblem({ status: 409, message: '409: This code has expired. Ask for a new code.' })).toEqual({ kind: 'gone' });
    expect(codeProblem({ status: 429, message: '429: Too many codes were tried.' })).toEqual({ kind: 'tooMany' });
  });

  it('leaves other failures to the generic message', () => {
    expect(codeProblem({ status: 400, message: '400: newPassword must be between 8 and 128 characters' })).toEqual({ kind: 'other' });
    expect(codeProblem({ status: 503, message: '503: The SMS could not be sent just now.' })).toEqual({ kind: 'other' });
    expect(codeProblem(new Error('offline'))).toEqual({ kind: 'other' });
  });
});

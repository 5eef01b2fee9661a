import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../../platform/kernel/errors';
import type { CodeState } from './one-time-code';

/** The same answer for an unknown number and a wrong password, so neither can be probed. */
export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super('Invalid mobile number or password');
  }
}

export class MobileNumberTakenError extends ConflictError {
  constructor() {
    super('mobileNumber is already registered. Sign in instead.');
  }
}

/** "3 seconds", "1 minute", "15 minutes": how long a 429 asks to wait, as a person would say it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export class TooManySignInAttemptsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many failed sign-in attempts. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

export class TooManyRegistrationsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many accounts were created from your network. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

export class TooManyCodesError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many codes were asked for. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

export class TooManyCodeTriesError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many codes were tried. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

export class PhoneAlreadyVerifiedError extends ConflictError {
  constructor() {
    super('Your mobile number is already verified.');
  }
}

const NOT_OPEN: Record<Exclude<CodeState, 'open'> | 'none', string> = {
  none: 'No code was sent to this number, or it has been replaced. Ask for a new code.',
  expired: 'This code has expired. Ask for a new code.',
  used: 'This code has already been used. Ask for a new code.',
  burnt: 'This code was tried too many times. Ask for a new code.',
  replaced: 'A newer code was sent. Use the latest code.',
};

/** The code cannot be tried any more (409): which state it is in says what to do. */
export class CodeNotOpenError extends ConflictError {
  constructor(readonly state: Exclude<CodeState, 'open'> | 'none') {
    super(NOT_OPEN[state]);
  }
}

/** A wrong code is bad input (400 naming `code`); the fifth burns it. */
export class WrongCodeError extends ValidationError {
  constructor(triesLeft: number) {
    super(
      'code',
      triesLeft > 0
        ? `code is not the one we sent: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`
        : 'code is not the one we sent, and no tries are left: ask for a new code',
    );
  }
}

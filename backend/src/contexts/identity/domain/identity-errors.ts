import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../../../platform/kernel/errors';

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

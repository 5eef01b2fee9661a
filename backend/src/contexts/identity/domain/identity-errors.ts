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

export class TooManySignInAttemptsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
  }
}

import { ApiError } from '@/api/api-error';

/** A suspended user's sign-in (403 with `suspendedUntil`, decisions/0083): the form says until when in the reader's language. */
export class AccountSuspendedError extends ApiError {
  constructor(
    detail: string,
    readonly suspendedUntil: string,
  ) {
    super(403, detail);
  }

  /** The error a refused sign-in answer stands for: AccountSuspendedError when it names the suspension's end. */
  static override fromResponse(response: Response, body: unknown): ApiError {
    const until = response.status === 403 && body !== null && typeof body === 'object' && 'suspendedUntil' in body ? body.suspendedUntil : null;
    const message = body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
    if (typeof until === 'string' && !Number.isNaN(Date.parse(until))) return new AccountSuspendedError(message, until);
    return ApiError.fromResponse(response, body);
  }
}

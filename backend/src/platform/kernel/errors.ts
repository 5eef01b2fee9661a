/**
 * Errors every context may raise from its domain. They carry no HTTP types; the platform's
 * exception filter maps each kind to its status code.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** Fields the error answer carries besides its message (e.g. `suspendedUntil` of a suspended user's 403). */
  readonly details?: Readonly<Record<string, string | number | boolean | null>>;
}

/** Bad input. The message names the field. */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many_requests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Runs `work`, answering its ValidationError as one about `parent.<field>` (a nested object's field, e.g. `edit.title`). */
export async function withinField<T>(parent: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const field = `${parent}.${error.field}`;
    throw new ValidationError(field, error.message.startsWith(error.field) ? `${parent}.${error.message}` : `${field}: ${error.message}`);
  }
}

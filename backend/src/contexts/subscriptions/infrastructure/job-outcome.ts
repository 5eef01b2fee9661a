import {
  ConflictError,
  DomainError,
  DomainErrorKind,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../../platform/kernel/errors';

/**
 * A job's return value. Domain errors are answers, not failures: they are returned (so BullMQ does
 * not retry them) and raised again on the HTTP side. Anything else throws and is retried.
 */
export type JobOutcome<T> = { ok: true; value: T } | { ok: false; kind: DomainErrorKind; field: string | null; message: string };

export async function toOutcome<T>(work: () => Promise<T>): Promise<JobOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ok: false, kind: error.kind, field: error instanceof ValidationError ? error.field : null, message: error.message };
  }
}

export function fromOutcome<T>(outcome: JobOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  switch (outcome.kind) {
    case 'validation':
      throw new ValidationError(outcome.field ?? 'body', outcome.message);
    case 'unauthorized':
      throw new UnauthorizedError(outcome.message);
    case 'forbidden':
      throw new ForbiddenError(outcome.message);
    case 'not_found':
      throw new NotFoundError(outcome.message);
    default:
      throw new ConflictError(outcome.message);
  }
}

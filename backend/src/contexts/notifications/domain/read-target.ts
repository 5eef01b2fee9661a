import { ValidationError } from '../../../platform/kernel/errors';

/** What `POST /api/notifications/read` marks: the caller's listed notifications, or all of them. */
export type ReadTarget = { all: true } | { ids: number[] };

export const READ_IDS_MAX = 100;

/** Exactly one of `ids` (already checked to be ids) and `all: true` (null is the same as leaving one out); the message names both fields. */
export function readTarget(ids: number[] | null | undefined, all: boolean | null | undefined): ReadTarget {
  if (ids != null && all != null) throw new ValidationError('ids', 'Send either ids or all: true, not both');
  if (all === true) return { all: true };
  if (ids == null) throw new ValidationError('ids', 'Send ids (an array of notification ids) or all: true');
  return { ids: [...new Set(ids)] };
}

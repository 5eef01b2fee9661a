import type { ReadTarget } from '../../domain/read-target';

/** Marks the caller's listed notifications (or all) read; the ids that are not their unread ones are passed over. */
export class MarkNotificationsReadCommand {
  constructor(
    readonly userId: number,
    readonly target: ReadTarget,
  ) {}
}

/**
 * Identity's integration events, written to `user-<id>` in the transaction that changes the account
 * (`EventStore.appendToOutbox`), read by durable consumers (Catalog hides and shows the seller's
 * listings, decisions/0083). The types are stored and never renamed.
 */
export const userStream = (userId: number): string => `user-${userId}`;

export const USER_SUSPENDED = 'UserSuspended';
export interface UserSuspendedData {
  userId: number;
  suspensionId: number;
  /** ISO: the suspension ends by itself then (suspended means `suspendedUntil` > now). */
  suspendedUntil: string;
  reason: string;
  suspendedBy: number;
}

export const USER_SUSPENSION_LIFTED = 'UserSuspensionLifted';
export interface UserSuspensionLiftedData {
  userId: number;
  suspensionId: number;
  liftedBy: number;
}

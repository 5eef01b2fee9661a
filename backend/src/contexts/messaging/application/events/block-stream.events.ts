/**
 * Messaging's block events (decisions/0084): written to the blocker's outbox stream `user-blocks-<id>`
 * in the same transaction as the block or unblock, read by durable consumers (the live push that
 * refreshes both people's conversations). Stored types, never renamed.
 */
export const blocksStream = (blockerId: number): string => `user-blocks-${blockerId}`;

/** `blockerId` blocked `blockedId`: no messages or offers either way until unblocked. */
export const USER_BLOCKED = 'UserBlocked';
/** `blockerId` lifted their block of `blockedId`. */
export const USER_UNBLOCKED = 'UserUnblocked';

export interface BlockChangedData {
  blockerId: number;
  blockedId: number;
}

import type { Conversation } from './types';

/** The person the viewer talks to in a conversation: the seller for its buyer, else the buyer. */
export function otherParty(conversation: Conversation, viewerId: number): Conversation['buyer'] {
  return conversation.buyerId === viewerId ? conversation.seller : conversation.buyer;
}

/** A name to show, and its initial for the avatar; `fallback` when the name is blank. */
export function displayName(name: string, fallback: string): { name: string; initial: string } {
  const shown = name.trim() || fallback;
  return { name: shown, initial: shown.charAt(0).toUpperCase() };
}

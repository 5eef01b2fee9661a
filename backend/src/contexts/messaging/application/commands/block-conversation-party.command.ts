import { Command } from '@nestjs/cqrs';
import type { ConversationView } from '../conversation-view';

export interface BlockedFromConversation {
  /** The conversation as the blocker now sees it (`blockedByMe`). */
  conversation: ConversationView;
  /** false when the block was already in force. */
  created: boolean;
}

/** A party of a conversation blocks the other one: no messages or offers either way (decisions/0084). */
export class BlockConversationPartyCommand extends Command<BlockedFromConversation> {
  constructor(
    readonly conversationId: number,
    readonly blockerId: number,
  ) {
    super();
  }
}

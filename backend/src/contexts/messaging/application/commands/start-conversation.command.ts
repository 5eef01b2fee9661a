import { Command } from '@nestjs/cqrs';
import type { ConversationView } from '../conversation-view';

export interface StartedConversation {
  conversation: ConversationView;
  /** false when the buyer already had a conversation about this listing (it is returned). */
  created: boolean;
}

export class StartConversationCommand extends Command<StartedConversation> {
  constructor(
    readonly listingId: number,
    readonly buyerId: number,
  ) {
    super();
  }
}

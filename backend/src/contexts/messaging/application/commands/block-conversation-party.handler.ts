import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { otherParty } from '../../domain/conversation-rules';
import { Conversations } from '../../infrastructure/conversations';
import { ConversationViews } from '../../infrastructure/conversation-views';
import { UserBlocks } from '../../infrastructure/user-blocks';
import { BlockConversationPartyCommand, BlockedFromConversation } from './block-conversation-party.command';

/**
 * Blocks the conversation's other party (anyone else gets the conversation's 404). Idempotent: of any
 * number of racing blocks one row and one `UserBlocked` event are written, in one transaction.
 */
@CommandHandler(BlockConversationPartyCommand)
export class BlockConversationPartyHandler implements ICommandHandler<BlockConversationPartyCommand> {
  constructor(
    private readonly conversations: Conversations,
    private readonly blocks: UserBlocks,
    private readonly views: ConversationViews,
  ) {}

  async execute({ conversationId, blockerId }: BlockConversationPartyCommand): Promise<BlockedFromConversation> {
    const conversation = await this.conversations.forParty(conversationId, blockerId);
    const created = await this.blocks.block(blockerId, otherParty(conversation, blockerId));
    return { conversation: await this.views.one(conversation, blockerId), created };
  }
}

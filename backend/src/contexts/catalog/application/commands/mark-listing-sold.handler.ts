import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import type { Principal } from '../../../../platform/kernel/principal';
import { GetConversationQuery } from '../../../messaging/application/queries/get-conversation.query';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { MarkListingSoldCommand } from './mark-listing-sold.command';

const NOT_A_CONVERSATION = 'conversationId must be one of your conversations about this coin';

/**
 * Appends ListingMarkedSold, with the buyer when the seller named one of the listing's conversations
 * (Messaging says who it is with); Offers' durable consumer rejects the listing's pending offers
 * (decisions/0068) and Reviews' records the sale as a deal (0086).
 */
@CommandHandler(MarkListingSoldCommand)
export class MarkListingSoldHandler implements ICommandHandler<MarkListingSoldCommand> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly queries: QueryBus,
  ) {}

  async execute({ listingId, actor, conversationId }: MarkListingSoldCommand): Promise<void> {
    const sale = conversationId === undefined ? undefined : { buyerId: await this.buyerOf(conversationId, listingId, actor), conversationId };
    await this.listings.execute(listingId, { kind: 'markSold', actor, ...(sale && { sale }) });
  }

  private async buyerOf(conversationId: number, listingId: number, actor: Principal): Promise<number> {
    const conversation = await this.queries.execute(new GetConversationQuery(conversationId, actor.userId)).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new ValidationError('conversationId', NOT_A_CONVERSATION);
      throw error;
    });
    if (conversation.coinId !== listingId) throw new ValidationError('conversationId', NOT_A_CONVERSATION);
    if (conversation.sellerId !== actor.userId) throw new ForbiddenError('Only the seller can say whom the coin was sold to');
    return conversation.buyerId;
  }
}

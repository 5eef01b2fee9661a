import { Query } from '@nestjs/cqrs';
import type { OfferView } from '../offer-view';

/** The offers made in a conversation, newest first, for one of its parties. */
export class ListConversationOffersQuery extends Query<OfferView[]> {
  constructor(
    readonly conversationId: number,
    readonly userId: number,
  ) {
    super();
  }
}

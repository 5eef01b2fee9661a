import { Query } from '@nestjs/cqrs';

export interface AwaitingOffers {
  /** Pending offers on the user's listings, waiting for them to accept or reject. */
  awaitingCount: number;
  /** The same, per conversation (only conversations with some). */
  conversations: { conversationId: number; awaitingCount: number }[];
}

/** What waits for the seller's decision (messages are counted apart, by Messaging). */
export class CountAwaitingOffersQuery extends Query<AwaitingOffers> {
  constructor(readonly sellerId: number) {
    super();
  }
}

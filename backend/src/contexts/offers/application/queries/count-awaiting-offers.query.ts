import { Query } from '@nestjs/cqrs';

export interface AwaitingOffers {
  /** Open offers waiting for the user's answer: on their listings, or counters to their own offers. */
  awaitingCount: number;
  /** The same, per conversation (only conversations with some). */
  conversations: { conversationId: number; awaitingCount: number }[];
}

/** What waits for the user's answer, as seller or buyer (messages are counted apart, by Messaging). */
export class CountAwaitingOffersQuery extends Query<AwaitingOffers> {
  constructor(readonly userId: number) {
    super();
  }
}

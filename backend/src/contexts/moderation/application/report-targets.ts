import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../../platform/kernel/errors';
import { GetListingSummariesQuery, type ListingSummary } from '../../catalog/application/queries/get-listing-summaries.query';
import { ListSellerListingsQuery } from '../../catalog/application/queries/list-seller-listings.query';
import { GetUserSummariesQuery, type UserSummary } from '../../identity/application/queries/get-user-summaries.query';
import { GetMessagesForModerationQuery, type MessageForModeration } from '../../messaging/application/queries/get-messages-for-moderation.query';
import type { ReportedTarget, ReportTargetType } from '../domain/report-rules';
import type { TargetKey } from '../infrastructure/reports.store';
import type { ListingState, PersonRef, ReportedListingView, ReportedMessageView, ReportedPersonRef, ReportedUserView } from './report-view';

const NOT_FOUND: Record<ReportTargetType, string> = {
  listing: 'Listing not found',
  user: 'User not found',
  message: 'Message not found',
};

export interface ActionTarget {
  /** The listing's seller, the message's sender, or the user. */
  ownerId: number;
  listingId: number | null;
}

export interface DescribedTargets {
  listings: Map<number, ReportedListingView>;
  users: Map<number, ReportedUserView>;
  messages: Map<number, ReportedMessageView>;
  people: Map<number, PersonRef>;
}

const stateOf = (listing: ListingSummary): ListingState =>
  listing.isDeleted
    ? 'deleted'
    : listing.isHidden
      ? 'hidden'
      : listing.isSold
        ? 'sold'
        : listing.isReserved
          ? 'reserved'
          : listing.isApproved
            ? 'live'
            : 'pending';

/**
 * The things people report, read through the contexts that own them (decisions/0082): listings from
 * the Catalog, people from Identity, messages from Messaging. Moderation keeps only their ids.
 */
@Injectable()
export class ReportTargets {
  constructor(private readonly queries: QueryBus) {}

  /** The target as the reporter may see it: a live (or sold) listing or their own, a user, a message of a conversation they are in. */
  async forReporter(type: ReportTargetType, id: number, reporterId: number): Promise<ReportedTarget> {
    if (type === 'listing') {
      const [listing] = await this.queries.execute(new GetListingSummariesQuery([id]));
      const visible = listing && !listing.isDeleted && ((listing.isApproved && !listing.isHidden) || listing.sellerId === reporterId);
      if (!visible) throw new NotFoundError(NOT_FOUND.listing);
      return { type, id, ownerId: listing.sellerId };
    }
    if (type === 'user') {
      const [user] = await this.queries.execute(new GetUserSummariesQuery([id]));
      if (!user) throw new NotFoundError(NOT_FOUND.user);
      return { type, id, ownerId: user.id };
    }
    const [message] = await this.queries.execute(new GetMessagesForModerationQuery([id]));
    if (!message || (message.buyerId !== reporterId && message.sellerId !== reporterId)) throw new NotFoundError(NOT_FOUND.message);
    return { type, id, ownerId: message.senderId };
  }

  /** The target an admin acts on, deleted listings included. */
  async forAdmin(type: ReportTargetType, id: number): Promise<ActionTarget> {
    if (type === 'listing') {
      const [listing] = await this.queries.execute(new GetListingSummariesQuery([id]));
      if (!listing) throw new NotFoundError(NOT_FOUND.listing);
      return { ownerId: listing.sellerId, listingId: listing.id };
    }
    if (type === 'user') {
      const [user] = await this.queries.execute(new GetUserSummariesQuery([id]));
      if (!user) throw new NotFoundError(NOT_FOUND.user);
      return { ownerId: user.id, listingId: null };
    }
    const [message] = await this.queries.execute(new GetMessagesForModerationQuery([id]));
    if (!message) throw new NotFoundError(NOT_FOUND.message);
    return { ownerId: message.senderId, listingId: null };
  }

  /** Each target in context, and the names of `people` (reporters, admins) besides those the targets name. */
  async describe(targets: readonly TargetKey[], people: readonly number[]): Promise<DescribedTargets> {
    const idsOf = (type: ReportTargetType) => targets.filter((target) => target.type === type).map((target) => target.id);
    const messages: MessageForModeration[] = idsOf('message').length ? await this.queries.execute(new GetMessagesForModerationQuery(idsOf('message'))) : [];
    const listingIds = [...new Set([...idsOf('listing'), ...messages.map((message) => message.coinId)])];
    const listings: ListingSummary[] = listingIds.length ? await this.queries.execute(new GetListingSummariesQuery(listingIds)) : [];
    const userIds = [...new Set([...idsOf('user'), ...listings.map((l) => l.sellerId), ...messages.map((m) => m.senderId), ...people])];
    const summaries: UserSummary[] = userIds.length ? await this.queries.execute(new GetUserSummariesQuery(userIds)) : [];
    const listingCounts = new Map(
      await Promise.all(idsOf('user').map(async (userId) => [userId, (await this.queries.execute(new ListSellerListingsQuery(userId))).length] as const)),
    );
    const named = new Map(summaries.map((user) => [user.id, { id: user.id, name: user.name }]));
    const suspensions = new Map(summaries.map((user) => [user.id, user.suspendedUntil]));
    const owner = (id: number): ReportedPersonRef => ({ ...(named.get(id) ?? { id, name: '' }), suspendedUntil: suspensions.get(id) ?? null });
    const listingById = new Map(listings.map((listing) => [listing.id, listing]));
    return {
      people: named,
      listings: new Map(
        listings.map((listing) => [
          listing.id,
          { id: listing.id, title: listing.title, imageUrl: listing.imageUrl, price: listing.price, status: stateOf(listing), seller: owner(listing.sellerId) },
        ]),
      ),
      users: new Map(
        summaries
          .filter((user) => listingCounts.has(user.id))
          .map((user) => [
            user.id,
            {
              id: user.id,
              name: user.name,
              joinedAt: user.createdAt,
              phoneVerified: user.phoneVerified,
              listingCount: listingCounts.get(user.id) ?? 0,
              suspendedUntil: user.suspendedUntil,
            },
          ]),
      ),
      messages: new Map(
        messages.map((message) => [
          message.id,
          {
            id: message.id,
            text: message.text,
            sentAt: message.sentAt,
            sender: owner(message.senderId),
            conversationId: message.conversationId,
            listing: { id: message.coinId, title: listingById.get(message.coinId)?.title ?? '' },
          },
        ]),
      ),
    };
  }
}

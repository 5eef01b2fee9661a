import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetListingSummariesQuery } from '../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher';
import type { OfferView } from '../application/offer-view';
import type { OfferEntity } from './offer.entity';

/** Dresses offers with their coin (Catalog) and buyer (Identity), and pushes them to both parties. */
@Injectable()
export class OfferViews {
  constructor(
    private readonly queries: QueryBus,
    private readonly realtime: RealtimePublisher,
  ) {}

  async many(offers: OfferEntity[]): Promise<OfferView[]> {
    if (offers.length === 0) return [];
    const [coins, buyers] = await Promise.all([
      this.queries.execute(new GetListingSummariesQuery(offers.map((o) => o.coinId))),
      this.queries.execute(new GetUserSummariesQuery(offers.map((o) => o.buyerId))),
    ]);
    const coinBy = new Map(coins.map((c) => [c.id, c]));
    const nameBy = new Map(buyers.map((b) => [b.id, b.name]));
    return offers.map((o) => ({
      id: o.id,
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      coinId: o.coinId,
      conversationId: o.conversationId,
      offerAmount: o.offerAmount,
      message: o.message,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      coin: { id: o.coinId, title: coinBy.get(o.coinId)?.title ?? '', price: coinBy.get(o.coinId)?.price ?? 0 },
      buyer: { id: o.buyerId, name: nameBy.get(o.buyerId) ?? '' },
      currentAmount: o.currentAmount,
      counterAmount: o.history.findLast((step) => step.type === 'countered')?.amount ?? null,
      awaiting: o.awaiting,
      round: o.round,
      expiresAt: o.expiresAt?.toISOString() ?? null,
      history: o.history,
    }));
  }

  async one(offer: OfferEntity): Promise<OfferView> {
    const [view] = await this.many([offer]);
    return view;
  }

  push(event: 'offer:new' | 'offer:updated', offer: OfferView): void {
    for (const userId of [offer.buyerId, offer.sellerId]) this.realtime.toUser(userId, event, { conversationId: offer.conversationId, offer });
  }
}

import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { OfferDecision } from '../../domain/offer';
import type { OfferView } from '../offer-view';

/** A party answers an offer: accepts, rejects or counters it (whoever it waits for), or the buyer withdraws it. */
export class DecideOfferCommand extends Command<OfferView> {
  constructor(
    readonly offerId: number,
    readonly actor: Principal,
    readonly status: OfferDecision,
    readonly counterAmount?: number,
  ) {
    super();
  }
}

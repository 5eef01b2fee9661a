import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { OfferDecision } from '../../domain/offer';
import type { OfferView } from '../offer-view';

/** The seller accepts or rejects a pending offer. */
export class DecideOfferCommand extends Command<OfferView> {
  constructor(
    readonly offerId: number,
    readonly seller: Principal,
    readonly status: OfferDecision,
  ) {
    super();
  }
}

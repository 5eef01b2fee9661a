import { Command } from '@nestjs/cqrs';
import type { OfferView } from '../offer-view';

/** The seller accepts or rejects a pending offer. */
export class DecideOfferCommand extends Command<OfferView> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly status: unknown,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { OfferView } from '../offer-view';

/** The buyer of a conversation offers `offerAmount` whole rupees for one of its seller's listings. */
export class MakeOfferCommand extends Command<OfferView> {
  constructor(
    readonly conversationId: number,
    readonly buyer: Principal,
    readonly coinId: number,
    readonly offerAmount: number,
    readonly message: string | undefined,
  ) {
    super();
  }
}

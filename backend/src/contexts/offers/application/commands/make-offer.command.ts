import { Command } from '@nestjs/cqrs';
import type { OfferView } from '../offer-view';

export class MakeOfferCommand extends Command<OfferView> {
  constructor(
    readonly conversationId: number,
    readonly buyerId: number,
    readonly coinId: number,
    readonly offerAmount: unknown,
    readonly message: unknown,
  ) {
    super();
  }
}

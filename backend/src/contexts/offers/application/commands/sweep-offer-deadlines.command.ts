import { Command } from '@nestjs/cqrs';

export interface SweptOffers {
  /** Offers given their 6-hour notice. */
  noticed: number;
  /** Offers expired. */
  expired: number;
}

/**
 * The offers' clock at `now` (decisions/0076): every open step within 6 hours of its end gets its
 * notice (once), every step past its end expires. Run by the periodic sweep; tests pass a later `now`.
 */
export class SweepOfferDeadlinesCommand extends Command<SweptOffers> {
  constructor(readonly now: Date) {
    super();
  }
}

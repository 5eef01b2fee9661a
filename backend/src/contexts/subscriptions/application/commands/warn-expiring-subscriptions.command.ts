import { Command } from '@nestjs/cqrs';

/** The hourly sweep: writes `SubscriptionExpiringSoon` once for each active plan that ends within three days of `now`. Answers how many it warned. */
export class WarnExpiringSubscriptionsCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}

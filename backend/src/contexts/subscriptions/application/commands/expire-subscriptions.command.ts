import { Command } from '@nestjs/cqrs';

/** The repeatable sweep: moves users whose plan ended back to free. Answers how many it downgraded. */
export class ExpireSubscriptionsCommand extends Command<number> {
  constructor(readonly now: Date) {
    super();
  }
}

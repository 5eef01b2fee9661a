import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

/** Records a number as verified without a code: start-up data whose numbers are known (the demo sellers). */
export class MarkPhoneVerifiedCommand extends Command<UserView> {
  constructor(readonly userId: number) {
    super();
  }
}

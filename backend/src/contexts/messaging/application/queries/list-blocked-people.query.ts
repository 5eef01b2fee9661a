import { Query } from '@nestjs/cqrs';
import type { BlockedPersonView } from '../conversation-view';

/** The people a user blocks now, with their names, the latest block first. */
export class ListBlockedPeopleQuery extends Query<BlockedPersonView[]> {
  constructor(readonly userId: number) {
    super();
  }
}

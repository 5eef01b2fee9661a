import { Query } from '@nestjs/cqrs';

/** Blocks in force between two people, seen from `userId` (decisions/0084). */
export interface BlockBetweenView {
  /** `userId` blocked `otherId`. */
  byMe: boolean;
  /** `otherId` blocked `userId`. */
  byOther: boolean;
}

/** Whether either of two people blocks the other: what Offers asks before an offer or an answer to one. */
export class IsEitherBlockedQuery extends Query<BlockBetweenView> {
  constructor(
    readonly userId: number,
    readonly otherId: number,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';

/** How fast someone answers in chat: the median time from the other party's first message of a turn to their reply. */
export interface ResponseTime {
  /** Whole seconds; null when they have answered nothing in the last 90 days. */
  medianSeconds: number | null;
  /** How many turns they answered in those 90 days. */
  answered: number;
}

export class GetResponseTimeQuery extends Query<ResponseTime> {
  constructor(readonly userId: number) {
    super();
  }
}

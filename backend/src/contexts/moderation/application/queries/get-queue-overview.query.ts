import { Query } from '@nestjs/cqrs';

export interface QueueOverview {
  queueSize: number;
  oldestWaitingSince: string | null;
  /** Median time from entering the queue to the decision, over the last seven days. */
  medianDecisionSeconds: number | null;
  /** Decisions in the last seven days, most first. */
  decisionsByAdmin: { adminId: number; adminName: string; decisions: number }[];
  /** Reports waiting for an admin (decisions/0082). */
  openReports: number;
}

/** The review queue's numbers for the admins' overview. */
export class GetQueueOverviewQuery extends Query<QueueOverview> {}

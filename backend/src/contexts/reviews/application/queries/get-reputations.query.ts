import { Query } from '@nestjs/cqrs';
import type { UserSummary } from '../../../identity/application/queries/get-user-summaries.query';
import type { ReputationView } from '../review-view';

/** Several people's standing (stars, completed deals, Verified seller), one entry per id asked; for the Catalog's seller cards. */
export class GetReputationsQuery extends Query<ReputationView[]> {
  constructor(
    readonly userIds: readonly number[],
    /** Identity's summaries of these people when the caller already has them (saves asking Identity again). */
    readonly known?: readonly UserSummary[],
  ) {
    super();
  }
}

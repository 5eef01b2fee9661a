import { QueryBus } from '@nestjs/cqrs';
import { ConflictError } from '../../../platform/kernel/errors';
import { ClaimHeldError } from '../../catalog/application/commands/review-listing.command';
import { GetUserSummariesQuery } from '../../identity/application/queries/get-user-summaries.query';

/** Claims end at a time of day in India, where the admins work. */
const TIME_OF_DAY = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });

/**
 * Runs a use case on a listing, answering the Catalog's ClaimHeldError as the 409 admins read:
 * "Asha Rao is reviewing this listing until 14:32" (the holder named through Identity, the time in
 * India).
 */
export async function withClaimHolderNamed<T>(queries: QueryBus, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ClaimHeldError)) throw error;
    const [holder] = await queries.execute(new GetUserSummariesQuery([error.holderId]));
    throw new ConflictError(`${holder?.name || 'Another admin'} is reviewing this listing until ${TIME_OF_DAY.format(new Date(error.expiresAt))}`);
  }
}

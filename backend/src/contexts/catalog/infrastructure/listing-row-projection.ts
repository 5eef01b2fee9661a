import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import { yearInIndia } from '../domain/coin-era';
import type { LifecycleState } from '../domain/listing-lifecycle';
import { CoinEntity } from './coin.entity';
import { assignIdentityColumns, identityColumns } from './identity-columns';

/**
 * The listing stream's inline projection: its lifecycle state written onto the listing's row in
 * `coins` (status, isApproved, isSold, isReserved, the rejection's reason, code and note, deletedAt, the moderators' hiding,
 * and the coin's identity with its AD year computed from the row's year), inside the append's
 * transaction, so what the Catalog shows is never behind the stream. Columns already equal are left
 * alone, so a command that changes none of them (a claim) does not write the row.
 */
export async function projectListingLifecycle(tx: EntityManager, listingId: number, state: LifecycleState): Promise<void> {
  const coin = await tx.findOne(CoinEntity, { id: listingId });
  if (!coin) throw new NotFoundError(`Listing ${listingId} not found`);
  coin.status = state.status;
  coin.isApproved = state.status === 'approved';
  coin.isSold = state.isSold;
  coin.isReserved = state.reservedFor !== null;
  const rejected = state.status === 'rejected';
  coin.rejectionReason = rejected ? state.rejectionReason : null;
  coin.rejectionReasonCode = rejected ? state.rejectionReasonCode : null;
  coin.rejectionNote = rejected ? state.rejectionNote : null;
  if (state.isDeleted && !coin.deletedAt) coin.deletedAt = new Date();
  coin.hiddenReason = state.hiddenReason;
  if (state.hiddenReason !== null) coin.hiddenAt ??= new Date();
  assignIdentityColumns(coin, identityColumns(state.identity, coin.year, yearInIndia(new Date())));
  await tx.flush();
}

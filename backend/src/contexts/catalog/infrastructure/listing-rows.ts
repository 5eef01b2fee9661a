import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../platform/kernel/errors';
import type { CoinPhoto } from '../domain/coin-photo';
import { CoinEntity } from './coin.entity';

/**
 * The writes to a listing's row that go with a command on its stream, run in the append's
 * transaction (ListingCommandOptions.alongside): the row's content, before the lifecycle fields are
 * projected onto it.
 */

/** The id the next listing will have (its stream is named after it before its row exists). */
export async function nextListingId(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ id: string }[]>(`SELECT nextval(pg_get_serial_sequence('coins', 'id')) AS "id"`);
  return Number(row.id);
}

/** Writes an edit's changed values onto the listing's row. */
export async function writeListingContent(tx: EntityManager, listingId: number, changes: Record<string, unknown>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const coin = await tx.findOneOrFail(CoinEntity, { id: listingId });
  tx.assign(coin, changes);
  await tx.flush();
}

/** What makes two lists of photos the same arrangement (the backfill may fill sizes meanwhile). */
const arrangement = (photos: readonly CoinPhoto[]): string => JSON.stringify(photos.map(({ id, role, url }) => [id, role, url]));

/**
 * Locks the listing's row in `tx` and refuses (409) when its photos are no longer those an edit read
 * before storing its files: another edit changed them meanwhile, and writing this edit's list would
 * silently drop that one's photos.
 */
export async function lockPhotosAsRead(tx: EntityManager, listingId: number, read: readonly CoinPhoto[]): Promise<void> {
  const rows: { images: CoinPhoto[] }[] = await tx.execute('SELECT "images" FROM "coins" WHERE "id" = ? FOR UPDATE', [listingId]);
  if (rows.length && arrangement(rows[0].images) !== arrangement(read)) {
    throw new ConflictError('The listing’s photos were changed by another edit meanwhile: reload it and edit again');
  }
}

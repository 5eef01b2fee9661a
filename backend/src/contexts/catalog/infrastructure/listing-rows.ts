import { EntityManager } from '@mikro-orm/postgresql';
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

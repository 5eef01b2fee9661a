import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { RecordAdminEditCommand } from '../../../moderation/application/commands/record-admin-edit.command';
import { checkListingChanges } from '../../domain/listing-rules';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import type { CoinView } from '../coin-view';
import { AdminEditListingCommand } from './admin-edit-listing.command';

/** An image URL an admin may set: one of ours (/uploads/…) or an absolute http(s) URL; empty clears it. */
function checkImageUrl(input: unknown): string | null {
  if (input === null || input === '') return null;
  if (typeof input !== 'string') throw new ValidationError('imageUrl', 'imageUrl must be text');
  const value = input.trim();
  if (!value) return null;
  if (value.length > 2000) throw new ValidationError('imageUrl', 'imageUrl must be at most 2000 characters');
  if (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // falls through to the error below
  }
  throw new ValidationError('imageUrl', 'imageUrl must be an http(s) address or a /uploads/ path');
}

@CommandHandler(AdminEditListingCommand)
export class AdminEditListingHandler implements ICommandHandler<AdminEditListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly views: CoinViews,
  ) {}

  async execute({ adminId, listingId, changes }: AdminEditListingCommand): Promise<CoinView> {
    const checked: Record<string, unknown> = { ...checkListingChanges(changes) };
    if (changes.imageUrl !== undefined) checked.imageUrl = checkImageUrl(changes.imageUrl);
    const coin = await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(CoinEntity, { id: listingId, deletedAt: null });
      if (!found) throw new NotFoundError('Coin not found');
      const current = found as unknown as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(checked).filter(([field, value]) => current[field] !== value));
      tx.assign(found, changed);
      await tx.flush();
      await this.commands.execute(new RecordAdminEditCommand(listingId, adminId, changed, tx));
      return found;
    });
    return this.views.one(coin, { userId: adminId, isAdmin: true });
  }
}

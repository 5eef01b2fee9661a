import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { isSuspended } from '../../domain/suspension-rules';
import { UserSuspensionsStore } from '../../infrastructure/user-suspensions.store';
import { USER_SUSPENSION_LIFTED, UserSuspensionLiftedData, userStream } from '../events/user-stream.events';
import { LiftSuspensionCommand } from './lift-suspension.command';

/**
 * Lifts the suspension in force (decisions/0083): closed as lifted in the history, cleared from the
 * user's row, `UserSuspensionLifted` committed with them. Nothing in force: nothing happens (a
 * suspension that ran out by itself is closed as expired, without an event: Catalog's sweep has
 * shown the listings again already or will).
 */
@CommandHandler(LiftSuspensionCommand)
export class LiftSuspensionHandler implements ICommandHandler<LiftSuspensionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: UserSuspensionsStore,
    private readonly events: EventStore,
  ) {}

  async execute({ userId, adminId }: LiftSuspensionCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await this.store.lockUser(tx, userId);
      if (!user) throw new NotFoundError(`User ${userId} not found`);
      const open = await this.store.open(tx, userId);
      if (!open) return;
      const inForce = isSuspended(open.suspendedUntil, new Date());
      await this.store.close(tx, open.id, inForce ? 'lifted' : 'expired', inForce ? adminId : null);
      await this.store.clear(tx, userId);
      if (!inForce) return;
      const data: UserSuspensionLiftedData = { userId, suspensionId: open.id, liftedBy: adminId };
      await this.events.appendToOutbox(tx, userStream(userId), [{ type: USER_SUSPENSION_LIFTED, data: { ...data } }]);
    });
  }
}

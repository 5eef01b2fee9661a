import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { SessionService } from '../../../../platform/session/session.service';
import { CannotSuspendAdminError, checkSuspensionReason, checkSuspensionUntil, isSuspended } from '../../domain/suspension-rules';
import { UserSuspensionsStore } from '../../infrastructure/user-suspensions.store';
import { USER_SUSPENDED, UserSuspendedData, userStream } from '../events/user-stream.events';
import { SuspendUserCommand } from './suspend-user.command';

/**
 * Suspends a user (decisions/0083): under the lock of the user's row, the open suspension (if any) is
 * closed as replaced, the new one recorded in the history and on the row, and `UserSuspended`
 * committed with them; then every session of the user ends. Racing suspends queue on the row lock,
 * so one suspension is in force afterwards, the last one's.
 */
@CommandHandler(SuspendUserCommand)
export class SuspendUserHandler implements ICommandHandler<SuspendUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: UserSuspensionsStore,
    private readonly events: EventStore,
    private readonly sessions: SessionService,
  ) {}

  async execute({ userId, adminId, reason, until }: SuspendUserCommand): Promise<{ suspendedUntil: string }> {
    const now = new Date();
    const text = checkSuspensionReason(reason);
    const end = checkSuspensionUntil(until, now);
    await this.em.fork().transactional(async (tx) => {
      const user = await this.store.lockUser(tx, userId);
      if (!user) throw new NotFoundError(`User ${userId} not found`);
      if (user.isAdmin) throw new CannotSuspendAdminError();
      const previous = await this.store.open(tx, userId);
      if (previous) await this.store.close(tx, previous.id, isSuspended(previous.suspendedUntil, now) ? 'replaced' : 'expired', adminId);
      const suspensionId = await this.store.suspend(tx, userId, text, end, adminId);
      const data: UserSuspendedData = { userId, suspensionId, suspendedUntil: end.toISOString(), reason: text, suspendedBy: adminId };
      await this.events.appendToOutbox(tx, userStream(userId), [{ type: USER_SUSPENDED, data: { ...data } }]);
    });
    await this.sessions.endAllOf(userId);
    return { suspendedUntil: end.toISOString() };
  }
}

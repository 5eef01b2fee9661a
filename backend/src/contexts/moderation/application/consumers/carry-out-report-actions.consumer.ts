import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { HideListingCommand } from '../../../catalog/application/commands/hide-listing.command';
import { SuspendUserCommand } from '../../../identity/application/commands/suspend-user.command';
import { REPORT_ACTION_TAKEN, type ReportActionTakenData } from '../events/report-stream.events';

/**
 * Carries out an admin's action on reports after Moderation's transaction committed (decisions/0082):
 * `hide-listing` sends the Catalog's HideListingCommand, `suspend-user` Identity's SuspendUserCommand
 * with the end decided once in the event, so a second delivery asks for the same thing (hiding a hidden
 * listing is a no-op; the suspension is the same). A target gone meanwhile (404) is passed over; other
 * failures are retried, then parked for the ops view.
 */
@Consumer()
export class CarryOutReportActionsConsumer implements DurableConsumer {
  readonly name = 'moderation.carry-out-report-actions';
  readonly eventTypes = [REPORT_ACTION_TAKEN];
  private readonly logger = new Logger(CarryOutReportActionsConsumer.name);

  constructor(private readonly commands: CommandBus) {}

  async handle(event: StoredEvent): Promise<void> {
    const data = event.data as unknown as ReportActionTakenData;
    try {
      if (data.action === 'hide-listing' && data.listingId !== null) {
        await this.commands.execute(new HideListingCommand(data.listingId, data.adminId, data.reason));
      } else if (data.action === 'suspend-user' && data.userId !== null && data.suspendedUntil !== null) {
        await this.commands.execute(new SuspendUserCommand(data.userId, data.adminId, data.reason, new Date(data.suspendedUntil)));
      }
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      this.logger.warn(`report action ${data.actionId}: ${data.action} found nothing to act on (${error.message})`);
    }
  }
}

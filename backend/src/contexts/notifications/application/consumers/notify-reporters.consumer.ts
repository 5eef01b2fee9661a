import { CommandBus } from '@nestjs/cqrs';
import { REPORT_ACTION_TAKEN, ReportActionTakenData } from '../../../moderation/application/events/report-stream.events';
import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

/**
 * The moderators acted on reports (decisions/0082): `report-resolved` to each person whose report the
 * action resolved, saying whether something was done or nothing was found against the rules — never
 * what was done to whom (a suspension is between the moderators and the person).
 */
@Consumer()
export class NotifyReportersConsumer implements DurableConsumer {
  readonly name = 'notifications.reporters';
  readonly eventTypes = [REPORT_ACTION_TAKEN];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(private readonly commands: CommandBus) {}

  async handle(event: StoredEvent): Promise<void> {
    const action = event.data as unknown as ReportActionTakenData;
    const reporters = action.reporterIds ?? [];
    if (reporters.length === 0) return;
    const outcome = action.action === 'dismiss' ? 'dismissed' : 'acted';
    await this.commands.execute(
      new NotifyUsersCommand(
        sourceKeyOf(this, event),
        reporters.map((userId) => ({ userId, type: 'report-resolved', params: { outcome, targetType: action.targetType }, link: '/notifications' })),
      ),
    );
  }
}

import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { REPORT_ACTION_TAKEN, REPORT_FILED, type ReportActionTakenData, type ReportFiledData } from '../events/report-stream.events';

/** The socket event admins' Reports tab and its count refetch on (decisions/0093). */
export const REPORTS_CHANGED = 'moderation:reports-changed';

/** What admins' sockets are told: which reported thing changed, never who reported it or why. */
export interface ReportsChangedPayload {
  targetType: ReportFiledData['targetType'];
  targetId: number;
}

/**
 * Tells every admin's socket `{targetType, targetId}` when a report is filed or an admin acts on a
 * target's reports, so a team sees new reports and each other's actions without reading the screen
 * again (decisions/0093). A push is for whoever is looking now: a first run starts at the store's end.
 */
@Consumer()
export class TellAdminsWhenReportsChangedConsumer implements DurableConsumer {
  readonly name = 'moderation.tell-admins-when-reports-changed';
  readonly eventTypes = [REPORT_FILED, REPORT_ACTION_TAKEN];
  readonly startFrom = 'end';

  constructor(private readonly realtime: RealtimePublisher) {}

  handle(event: StoredEvent): Promise<void> {
    const data = event.data as unknown as ReportFiledData | ReportActionTakenData;
    const payload: ReportsChangedPayload = { targetType: data.targetType, targetId: data.targetId };
    this.realtime.toAdmins(REPORTS_CHANGED, payload);
    return Promise.resolve();
  }
}

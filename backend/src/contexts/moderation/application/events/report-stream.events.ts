import type { ReportAction, ReportReason, ReportTargetType } from '../../domain/report-rules';

/**
 * Moderation's integration events about reports (decisions/0082), written with `EventStore.appendToOutbox`
 * in the transaction of the change: `ReportFiled` to `report-<id>`, `ReportActionTaken` to
 * `report-action-<id>` (read by the consumer that carries the action out through Catalog or Identity).
 * The types are stored and never renamed; notes and the reporters' text stay in the reports table.
 */
export const reportStream = (reportId: number): string => `report-${reportId}`;
export const reportActionStream = (actionId: number): string => `report-action-${actionId}`;

export const REPORT_FILED = 'ReportFiled';
export interface ReportFiledData {
  reportId: number;
  reporterId: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
}

export const REPORT_ACTION_TAKEN = 'ReportActionTaken';
export interface ReportActionTakenData {
  actionId: number;
  targetType: ReportTargetType;
  targetId: number;
  action: ReportAction;
  adminId: number;
  /** Shown to the person for a hidden listing or a suspension. */
  reason: string;
  /** hide-listing: the listing to hide. */
  listingId: number | null;
  /** suspend-user: who is suspended (a listing's seller, a message's sender, or the reported user). */
  userId: number | null;
  /** suspend-user: ISO end, decided once so a second delivery asks for the same suspension. */
  suspendedUntil: string | null;
  reportsResolved: number;
  /** Who filed the reports this action resolved (told the outcome; absent from events before it was added). */
  reporterIds?: number[];
}

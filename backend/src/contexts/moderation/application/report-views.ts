import type { ActionRow, ReportRow } from '../infrastructure/reports.store';
import type { AdminReportView, PersonRef, ReportActionView, ReportView } from './report-view';

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A report as the person who filed it reads it. */
export function reportView(row: ReportRow): ReportView {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Rows of Moderation's tables as the admins read them, people named from `people` (Identity's names). */
export function adminReportView(row: ReportRow, people: Map<number, PersonRef>): AdminReportView {
  return {
    ...reportView(row),
    resolvedAt: iso(row.resolved_at),
    reporter: people.get(row.reporter_id) ?? { id: row.reporter_id, name: '' },
  };
}

export function reportActionView(row: ActionRow, people: Map<number, PersonRef>): ReportActionView {
  return {
    id: row.id,
    action: row.action,
    reason: row.reason,
    admin: people.get(row.admin_id) ?? { id: row.admin_id, name: '' },
    createdAt: new Date(row.created_at).toISOString(),
    suspendedUser: row.user_id === null || row.action !== 'suspend-user' ? null : (people.get(row.user_id) ?? { id: row.user_id, name: '' }),
    suspendedUntil: iso(row.suspended_until),
    reportsResolved: row.reports_resolved,
  };
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlReads } from '../../../platform/database/sql-reads';
import type { ReportAction, ReportReason, ReportTargetType } from '../domain/report-rules';

export interface ReportRow {
  id: number;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportReason;
  note: string | null;
  status: 'open' | 'resolved';
  created_at: Date;
  resolved_at: Date | null;
}

export interface ActionRow {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  action: ReportAction;
  reason: string;
  admin_id: number;
  user_id: number | null;
  suspended_until: Date | null;
  reports_resolved: number;
  created_at: Date;
}

export interface TargetKey {
  type: ReportTargetType;
  id: number;
}

const REPORT_COLUMNS = `"id", "reporter_id", "target_type", "target_id", "reason", "note", "status", "created_at", "resolved_at"`;
const ACTION_COLUMNS = `"id", "target_type", "target_id", "action", "reason", "admin_id", "user_id", "suspended_until", "reports_resolved", "created_at"`;
/** The targets asked, as a set the statements join on. */
const TARGETS = `(SELECT * FROM unnest(?::text[], ?::int[]) AS t("type", "id"))`;

/** Moderation's own tables: the reports and the admins' actions on them (decisions/0082). */
@Injectable()
export class ReportsStore {
  constructor(private readonly reads: SqlReads) {}

  /** Files a report unless the reporter already has an open one on the target (the partial unique index decides races); undefined then. */
  async insert(
    tx: EntityManager,
    report: { reporterId: number; targetType: ReportTargetType; targetId: number; reason: ReportReason; note: string | null },
  ): Promise<ReportRow | undefined> {
    const [row] = await tx.execute<ReportRow[]>(
      `INSERT INTO "reports" ("reporter_id", "target_type", "target_id", "reason", "note") VALUES (?, ?, ?, ?, ?)
       ON CONFLICT ("reporter_id", "target_type", "target_id") WHERE "status" = 'open' DO NOTHING
       RETURNING ${REPORT_COLUMNS}`,
      [report.reporterId, report.targetType, report.targetId, report.reason, report.note],
    );
    return row;
  }

  /** Locks the target's open reports for this transaction (a second admin acting at once waits, then finds none). */
  /** The target's open reports, locked until the transaction ends: their ids and who filed them. */
  async lockOpen(tx: EntityManager, target: TargetKey): Promise<{ id: number; reporterId: number }[]> {
    const rows = await tx.execute<{ id: number; reporter_id: number }[]>(
      `SELECT "id", "reporter_id" FROM "reports" WHERE "target_type" = ? AND "target_id" = ? AND "status" = 'open' ORDER BY "id" FOR UPDATE`,
      [target.type, target.id],
    );
    return rows.map((row) => ({ id: row.id, reporterId: row.reporter_id }));
  }

  async recordAction(
    tx: EntityManager,
    action: Omit<ActionRow, 'id' | 'created_at'> & { listing_id: number | null },
    reportIds: readonly number[],
  ): Promise<ActionRow> {
    const [row] = await tx.execute<ActionRow[]>(
      `INSERT INTO "report_actions" ("target_type", "target_id", "action", "reason", "admin_id", "listing_id", "user_id", "suspended_until", "reports_resolved")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${ACTION_COLUMNS}`,
      [
        action.target_type,
        action.target_id,
        action.action,
        action.reason,
        action.admin_id,
        action.listing_id,
        action.user_id,
        action.suspended_until,
        action.reports_resolved,
      ],
    );
    await tx.execute(`UPDATE "reports" SET "status" = 'resolved', "resolved_at" = ?, "action_id" = ? WHERE "id" = ANY(?::int[])`, [
      row.created_at,
      row.id,
      `{${reportIds.join(',')}}`,
    ]);
    return row;
  }

  async hasReports(target: TargetKey): Promise<boolean> {
    const rows = await this.reads.rows<{ id: number }>(`SELECT "id" FROM "reports" WHERE "target_type" = ? AND "target_id" = ? LIMIT 1`, [target.type, target.id]);
    return rows.length > 0;
  }

  /**
   * A page of targets with reports of `status`: open ones with the most reports first (then the
   * longest waiting), resolved ones most recently resolved first.
   */
  async targets(status: 'open' | 'resolved', limit: number, offset: number): Promise<{ targets: TargetKey[]; total: number }> {
    const order = status === 'open' ? `count(*) DESC, min("created_at"), "target_type", "target_id"` : `max("resolved_at") DESC, "target_type", "target_id"`;
    const [rows, [counted]] = await Promise.all([
      this.reads.rows<{ target_type: ReportTargetType; target_id: number }>(
        `SELECT "target_type", "target_id" FROM "reports" WHERE "status" = ? GROUP BY "target_type", "target_id" ORDER BY ${order} LIMIT ? OFFSET ?`,
        [status, limit, offset],
      ),
      this.reads.rows<{ total: number }>(`SELECT count(DISTINCT ("target_type", "target_id"))::int AS "total" FROM "reports" WHERE "status" = ?`, [status]),
    ]);
    return { targets: rows.map((row) => ({ type: row.target_type, id: row.target_id })), total: counted.total };
  }

  /** The reports of `status` on these targets, oldest first. */
  reportsOf(targets: readonly TargetKey[], status: 'open' | 'resolved'): Promise<ReportRow[]> {
    if (targets.length === 0) return Promise.resolve([]);
    return this.reads.rows<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM "reports" r WHERE r."status" = ? AND ("target_type", "target_id") IN ${TARGETS} ORDER BY r."created_at", r."id"`,
      [status, targets.map((t) => t.type), targets.map((t) => t.id)],
    );
  }

  /** Every action recorded on these targets, newest first. */
  actionsOn(targets: readonly TargetKey[]): Promise<ActionRow[]> {
    if (targets.length === 0) return Promise.resolve([]);
    return this.reads.rows<ActionRow>(
      `SELECT ${ACTION_COLUMNS} FROM "report_actions" WHERE ("target_type", "target_id") IN ${TARGETS} ORDER BY "created_at" DESC, "id" DESC`,
      [targets.map((t) => t.type), targets.map((t) => t.id)],
    );
  }

  async countOpen(): Promise<number> {
    const [row] = await this.reads.rows<{ open: number }>(`SELECT count(*)::int AS "open" FROM "reports" WHERE "status" = 'open'`, []);
    return row.open;
  }
}

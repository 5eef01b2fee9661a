import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { AppConfig } from '../../../platform/config/config';
import { CodeNotOpenError, WrongCodeError } from '../domain/identity-errors';
import { CodeEnd, codeDigest, CodePurpose, codeSecret, codeState, digestsMatch, expiryOf, ONE_TIME_CODE, StoredCode, triesLeft } from '../domain/one-time-code';

interface CodeRow {
  id: string;
  user_id: number;
  code_digest: string;
  expires_at: Date;
  failed_tries: number;
  ended_at: Date | null;
  end_reason: CodeEnd | null;
}

const toStored = (row: CodeRow): StoredCode => ({
  expiresAt: new Date(row.expires_at),
  failedTries: row.failed_tries,
  endedAt: row.ended_at ? new Date(row.ended_at) : null,
  endReason: row.end_reason,
});

/**
 * The `one_time_codes` table: at most one live code per purpose and number (a partial unique index),
 * stored as a digest (never the code), its wrong tries counted and its end recorded by single
 * conditional UPDATEs, so of racing requests with the right code exactly one uses it.
 */
@Injectable()
export class OneTimeCodesStore {
  /** The digests' key, derived from SESSION_SECRET for this one use. */
  private readonly secret: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = codeSecret(config.sessionSecret);
  }

  /** Stores a new code for the user's number, replacing the live one; forgets that number's codes older than a day. */
  async issue(purpose: CodePurpose, userId: number, mobileNumber: string, code: string, now: Date): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(`DELETE FROM "one_time_codes" WHERE "mobile_number" = ? AND "created_at" < ?`, [mobileNumber, new Date(now.getTime() - 24 * 3600 * 1000)]);
      await tx.execute(
        `UPDATE "one_time_codes" SET "ended_at" = ?, "end_reason" = 'replaced' WHERE "purpose" = ? AND "mobile_number" = ? AND "ended_at" IS NULL`,
        [now, purpose, mobileNumber],
      );
      await tx.execute(
        `INSERT INTO "one_time_codes" ("purpose", "mobile_number", "user_id", "code_digest", "created_at", "expires_at") VALUES (?, ?, ?, ?, ?, ?)`,
        [purpose, mobileNumber, userId, codeDigest(this.secret, purpose, mobileNumber, code), now, expiryOf(now)],
      );
    });
  }

  /**
   * Tries `code` against the number's latest code: a wrong one counts a try (the fifth burns it,
   * WrongCodeError); a right one is used — once, whatever races it — and `effect` runs in the same
   * transaction — only for the request that won the code, so racing right codes cost one password
   * hash, not twenty. A code that cannot be tried any more is a CodeNotOpenError saying why.
   */
  async use(purpose: CodePurpose, mobileNumber: string, code: string, now: Date, effect: (tx: EntityManager, userId: number) => Promise<void>): Promise<number> {
    const row = await this.latest(purpose, mobileNumber);
    if (!row) throw new CodeNotOpenError('none');
    const state = codeState(toStored(row), now);
    if (state !== 'open') throw new CodeNotOpenError(state);

    if (!digestsMatch(row.code_digest, codeDigest(this.secret, purpose, mobileNumber, code))) {
      const counted: { failed_tries: number }[] = await this.em.fork().execute(
        `UPDATE "one_time_codes" SET "failed_tries" = "failed_tries" + 1,
                "ended_at" = CASE WHEN "failed_tries" + 1 >= ? THEN ?::timestamptz END,
                "end_reason" = CASE WHEN "failed_tries" + 1 >= ? THEN 'burnt' END
          WHERE "id" = ? AND "ended_at" IS NULL AND "failed_tries" < ? RETURNING "failed_tries"`,
        [ONE_TIME_CODE.maxTries, now, ONE_TIME_CODE.maxTries, row.id, ONE_TIME_CODE.maxTries],
      );
      if (counted.length === 0) throw await this.notOpen(row.id, now);
      throw new WrongCodeError(triesLeft(counted[0].failed_tries));
    }

    const used = await this.em.fork().transactional(async (tx) => {
      const taken: { user_id: number }[] = await tx.execute(
        `UPDATE "one_time_codes" SET "ended_at" = ?, "end_reason" = 'used'
          WHERE "id" = ? AND "ended_at" IS NULL AND "failed_tries" < ? AND "expires_at" > ? RETURNING "user_id"`,
        [now, row.id, ONE_TIME_CODE.maxTries, now],
      );
      if (taken.length === 0) return null;
      await effect(tx, taken[0].user_id);
      return taken[0].user_id;
    });
    if (used === null) throw await this.notOpen(row.id, now);
    return used;
  }

  /** The number's latest code of this purpose. */
  private async latest(purpose: CodePurpose, mobileNumber: string): Promise<CodeRow | null> {
    const rows: CodeRow[] = await this.em.fork().execute(
      `SELECT "id", "user_id", "code_digest", "expires_at", "failed_tries", "ended_at", "end_reason" FROM "one_time_codes"
        WHERE "purpose" = ? AND "mobile_number" = ? ORDER BY "id" DESC LIMIT 1`,
      [purpose, mobileNumber],
    );
    return rows[0] ?? null;
  }

  /** Why a code that was open a moment ago is not any more (another request used, burnt or replaced it). */
  private async notOpen(id: string, now: Date): Promise<CodeNotOpenError> {
    const rows: CodeRow[] = await this.em.fork().execute(`SELECT * FROM "one_time_codes" WHERE "id" = ?`, [id]);
    const state = rows[0] ? codeState(toStored(rows[0]), now) : 'replaced';
    return new CodeNotOpenError(state === 'open' ? 'replaced' : state);
  }
}

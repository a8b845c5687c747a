import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema.ts";

export type RevocationReason = "logout" | "reuse" | "password_reset" | "password_change";

/** Sessions (token families) whose access tokens no longer count. */
export interface RevocationList {
  isRevoked(sessionId: string): Promise<boolean>;
  /** Records the revocation through `executor` (a transaction, when given one) and applies it in this process at once. */
  revoke(executor: Kysely<DB>, session: { sessionId: string; userId: number; reason: RevocationReason }): Promise<void>;
}

/** How stale another process's view of the revocations may be. */
export const REVOCATION_SYNC_MS = 1_000;
/** Rows committed late (a revocation inside a longer transaction) are still picked up. */
const SYNC_OVERLAP_SECONDS = 60;

/**
 * Revocations kept in PostgreSQL (`revoked_sessions`) and mirrored in memory. Access tokens stay
 * cheap to check — a map lookup — and every API process reads the rows revoked since its last look
 * at most once a second, before it answers a request; the process that revokes applies it at once.
 * Only revocations younger than the access token lifetime are kept: older sessions' access tokens
 * have all expired.
 */
export class DatabaseRevocationList implements RevocationList {
  /** Session id → when its last access token expires (ms). */
  private readonly revoked = new Map<string, number>();
  private syncedAt = 0;
  /** The database's clock at the last look. */
  private cursor: Date | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly accessTtlSeconds: number,
    private readonly syncIntervalMs = REVOCATION_SYNC_MS,
  ) {}

  async isRevoked(sessionId: string): Promise<boolean> {
    if (Date.now() - this.syncedAt >= this.syncIntervalMs) await this.sync();
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  async revoke(executor: Kysely<DB>, session: { sessionId: string; userId: number; reason: RevocationReason }): Promise<void> {
    await executor
      .insertInto("revoked_sessions")
      .values({ family_id: session.sessionId, user_id: session.userId, reason: session.reason })
      .onConflict((conflict) => conflict.column("family_id").doNothing())
      .execute();
    this.remember(session.sessionId, Date.now());
  }

  private remember(sessionId: string, revokedAtMs: number): void {
    this.revoked.set(sessionId, revokedAtMs + this.accessTtlSeconds * 1000);
  }

  private sync(): Promise<void> {
    this.syncing ??= this.readNewRows().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async readNewRows(): Promise<void> {
    const since = this.cursor
      ? sql`${this.cursor}::timestamptz - make_interval(secs => ${SYNC_OVERLAP_SECONDS})`
      : sql`now() - make_interval(secs => ${this.accessTtlSeconds})`;
    const { rows } = await sql<{ family_id: string | null; revoked_at: Date | null; db_now: Date }>`
      WITH clock AS (SELECT clock_timestamp() AS db_now)
      SELECT r.family_id, r.revoked_at, clock.db_now FROM clock LEFT JOIN revoked_sessions r ON r.revoked_at > ${since}`.execute(this.db);
    const dbNow = rows[0]?.db_now;
    const localOffset = dbNow ? Date.now() - dbNow.getTime() : 0;
    for (const row of rows) {
      if (row.family_id && row.revoked_at) this.remember(row.family_id, row.revoked_at.getTime() + localOffset);
    }
    this.cursor = dbNow ?? this.cursor;
    this.syncedAt = Date.now();
    const now = Date.now();
    for (const [sessionId, until] of this.revoked) if (until <= now) this.revoked.delete(sessionId);
  }
}

/** For unit tests and tools without a database: revocations live in this process only. */
export class MemoryRevocationList implements RevocationList {
  private readonly revoked = new Set<string>();

  async isRevoked(sessionId: string): Promise<boolean> {
    return this.revoked.has(sessionId);
  }

  async revoke(_executor: Kysely<DB>, session: { sessionId: string }): Promise<void> {
    this.revoked.add(session.sessionId);
  }
}

import type { TLanguage } from "@radar/contract/constants";
import { type Insertable, type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { ReportsTable } from "../../core/db/schema-reports.ts";
import { memberName } from "../../core/users/user-queries.ts";

export type ReportRow = Selectable<ReportsTable>;
/** A report with the name of the member who ordered it, as the list and detail answers show it. */
export type AttributedReportRow = ReportRow & { created_by_name: string | null };

/** The account's language, the default of its reports; undefined when there is no such user. */
export async function findUserLanguage(db: Database, userId: number): Promise<TLanguage | undefined> {
  return (await db.selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst())?.language;
}

const columns = [
  "id",
  "workspace_id",
  "user_id",
  "social_profile_id",
  sql<string>`influencer_id::text`.as("influencer_id"),
  "platform",
  "username",
  "report_type",
  "template",
  "language",
  "status",
  "cost",
  "ledger_entry_id",
  "attempts",
  "claimed_at",
  "job_id",
  "pdf_key",
  "pptx_key",
  "pdf_size",
  "pptx_size",
  "data_date",
  "generation_ms",
  "error",
  "refunded_at",
  "created_at",
  "updated_at",
  "completed_at",
  "subject",
  "idempotency_key",
] as const;

const selectReports = (db: Database | Transaction<DB>) => db.selectFrom("reports").select(columns);

/** The reports with their author's name (the member who ordered them; null once that user is gone). */
const selectAttributed = (db: Database) =>
  db
    .selectFrom("reports")
    .select(columns)
    .select(sql<string | null>`(SELECT ${memberName(sql`u`)} FROM users u WHERE u.id = reports.user_id)`.as("created_by_name"));

/** The workspace's reports, whichever member ordered them, newest first. */
export function listWorkspaceReports(db: Database, workspaceId: string, profileId?: number): Promise<AttributedReportRow[]> {
  let query = selectAttributed(db).where("workspace_id", "=", workspaceId);
  if (profileId !== undefined) query = query.where("social_profile_id", "=", profileId);
  return query.orderBy("id", "desc").execute();
}

/** The workspace's report; another workspace's id reads as missing. */
export function findWorkspaceReport(db: Database, workspaceId: string, id: number): Promise<AttributedReportRow | undefined> {
  return selectAttributed(db).where("workspace_id", "=", workspaceId).where("id", "=", id).executeTakeFirst();
}

export function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  return selectReports(db).where("id", "=", id).executeTakeFirst();
}

/** The workspace's social profile with the index id of its account, or undefined. */
export function findWorkspaceProfileAccount(db: Database | Transaction<DB>, workspaceId: string, profileId: number) {
  return db
    .selectFrom("social_profiles")
    .select(["id", "platform", "username", sql<string>`influencer_id::text`.as("influencer_id")])
    .where("workspace_id", "=", workspaceId)
    .where("id", "=", profileId)
    .executeTakeFirst();
}

/** An account of the influencer index, by its id (any creator, not only the user's profiles). */
export function findIndexAccount(db: Database | Transaction<DB>, influencerId: string) {
  return db
    .selectFrom("influencers")
    .select([sql<string>`id::text`.as("id"), "platform", "username"])
    .where("id", "=", influencerId)
    .executeTakeFirst();
}

/** The workspace's report ordered under this idempotency key, if any. */
export function findWorkspaceReportByKey(db: Database | Transaction<DB>, workspaceId: string, key: string): Promise<ReportRow | undefined> {
  return selectReports(db).where("workspace_id", "=", workspaceId).where("idempotency_key", "=", key).executeTakeFirst();
}

export async function accountInIndex(db: Database | Transaction<DB>, influencerId: string): Promise<boolean> {
  const row = await db.selectFrom("influencers").select("id").where("id", "=", influencerId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts a report; undefined when the workspace already has one under the same idempotency key. A
 * concurrent order with the same key waits here until the first one's transaction ends, then finds
 * its report (or, if that one rolled back, inserts its own).
 */
export async function insertReport(trx: Transaction<DB>, values: Insertable<ReportsTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto("reports")
    .values(values)
    .onConflict((conflict) => conflict.columns(["workspace_id", "idempotency_key"]).where("idempotency_key", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function setReportCharge(trx: Transaction<DB>, id: number, ledgerEntryId: number | null, jobId: string): Promise<void> {
  await trx.updateTable("reports").set({ ledger_entry_id: ledgerEntryId, job_id: jobId }).where("id", "=", id).execute();
}

/**
 * Takes a report for generation: a pending one, or one whose claim is older than the lease (its
 * worker died). Counts the attempt. Undefined when the report is finished or someone else holds it.
 */
export function claimReport(db: Database, id: number, leaseSeconds: number): Promise<ReportRow | undefined> {
  return db
    .updateTable("reports")
    .set((eb) => ({ status: "generating", attempts: eb("attempts", "+", 1), claimed_at: new Date(), updated_at: new Date() }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([eb("status", "=", "generating"), eb("claimed_at", "<", sql<Date>`now() - make_interval(secs => ${leaseSeconds})`)]),
      ]),
    )
    .returning(columns)
    .executeTakeFirst();
}

/** The worker is alive: its claim is renewed. */
export async function renewClaim(db: Database, id: number): Promise<void> {
  await db.updateTable("reports").set({ claimed_at: new Date() }).where("id", "=", id).where("status", "=", "generating").execute();
}

/** Hands a report back to the queue after a failed attempt that will be retried. */
export async function releaseReport(db: Database, id: number, error: string): Promise<void> {
  await db
    .updateTable("reports")
    .set({ status: "pending", claimed_at: null, error, updated_at: new Date() })
    .where("id", "=", id)
    .where("status", "=", "generating")
    .execute();
}

export async function completeReport(
  db: Database,
  id: number,
  files: {
    pdf_key: string | null;
    pptx_key: string | null;
    pdf_size: number | null;
    pptx_size: number | null;
    data_date: Date;
    generation_ms: number;
  },
): Promise<boolean> {
  const now = new Date();
  const row = await db
    .updateTable("reports")
    .set({ ...files, status: "completed", error: null, claimed_at: null, completed_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "generating")
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a report failed (once); returns the row as it was charged, or undefined when it had finished. */
export function markFailed(trx: Transaction<DB>, id: number, error: string): Promise<ReportRow | undefined> {
  const now = new Date();
  return trx
    .updateTable("reports")
    .set({ status: "failed", error, claimed_at: null, completed_at: now, updated_at: now, refunded_at: now })
    .where("id", "=", id)
    .where("status", "in", ["pending", "generating"])
    .returning(columns)
    .executeTakeFirst();
}

/**
 * Unfinished reports that may have lost their job: pending for longer than `pendingSeconds`, or
 * generating under a claim older than `leaseSeconds`. With zeros: every unfinished report.
 */
export function strandedReports(db: Database, pendingSeconds: number, leaseSeconds: number): Promise<{ id: number }[]> {
  return db
    .selectFrom("reports")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("updated_at", "<=", sql<Date>`now() - make_interval(secs => ${pendingSeconds})`)]),
        eb.and([
          eb("status", "=", "generating"),
          eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<=", sql<Date>`now() - make_interval(secs => ${leaseSeconds})`)]),
        ]),
      ]),
    )
    .orderBy("id")
    .limit(500)
    .execute();
}

export async function setJobId(db: Database, id: number, jobId: string): Promise<void> {
  await db.updateTable("reports").set({ job_id: jobId }).where("id", "=", id).execute();
}

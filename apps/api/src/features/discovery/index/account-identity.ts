import type { TPlatform } from "@radar/contract/constants";
import { sql, type Transaction } from "kysely";
import { PREPARED } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import { type InfluencerRecord, influencerId } from "./influencer-record.ts";

/**
 * An account's identity is the platform's own id (migration 0035, decision 0064): a row found by it
 * is the account's row whatever handle a source now gives, so a rename updates the row (and its id,
 * the hash of the handle it was first written under, stays) instead of adding a second one.
 */

/** The platforms' own APIs: what they say an account's handle and id are is the truth of the moment. */
const PLATFORM_SOURCES: ReadonlySet<string> = new Set(["youtube", "instagram", "x"]);

const YOUTUBE_CHANNEL = /^UC[A-Za-z0-9_-]{22}$/;
const NUMERIC_ID = /^[0-9]{1,25}$/;

const hasPlatformForm = (platform: TPlatform, id: string) => (platform === "youtube" ? YOUTUBE_CHANNEL : NUMERIC_ID).test(id);

/**
 * The platform's id of the account a source's record describes, or null. A client that knows it
 * states it (`provenance.accountId`: Business Discovery's `ig_id`); otherwise the source's own id is
 * the platform's where it has its form: a channel id from any source, the numeric user id of X and
 * of the vendors (Modash's and HypeAuditor's ids of Instagram and TikTok accounts are the
 * platform's). The Instagram source's own `sourceRef` is Graph's node id, which is not.
 */
export function accountIdOf(record: InfluencerRecord): string | null {
  const provenance = record.provenance;
  if (!provenance) return null;
  let id = provenance.accountId;
  if (id === undefined) id = record.platform === "youtube" || record.source !== "instagram" ? provenance.sourceRef : null;
  return id && hasPlatformForm(record.platform, id) ? id : null;
}

/** Where one record of a write goes. */
export interface AccountTarget {
  /** The row written: the account's row when its id is held, else the row of its handle. */
  id: string;
  /** The record to write (a vendor's stale handle replaced by the one the platform gave). */
  record: InfluencerRecord;
  /** The platform id the write stores on the row; null leaves the row's as it is (or it holds it already). */
  accountId: string | null;
  /** The row changes its handle to the record's. */
  renamed: boolean;
  /** A handle to remember as the account's former one. */
  formerHandle: string | null;
  /** The source found the account while its row is marked lost (or may be): the mark is lifted. */
  found: boolean;
}

interface HeldRow {
  id: string;
  username: string;
  account_id: string | null;
  lost: boolean;
  named_by: string | null;
}

/** An advisory lock key per account: writers of one account decide its row one after the other. */
const lockKey = (platform: TPlatform, accountId: string) => influencerId(platform, `#account:${accountId}`);

/**
 * Where each record goes, in order, in the caller's transaction:
 * - its platform id is held by a row → that row. A different handle renames it, and the old handle
 *   is kept as a former one — unless a vendor gives the other handle of a row the platform itself
 *   named (vendors' data lags a rename by weeks): the row keeps its name, the vendor's becomes a
 *   former one. A row the platform no longer finds under its name takes the vendor's.
 * - otherwise → the row of its handle (a new one when there is none), which takes the platform id.
 *   A row that has another id keeps it against a vendor (ids of different origins) and takes the
 *   platform's own. When the row of the handle's hash has been renamed away, the handle's new holder
 *   gets a row of its own instead.
 * Records of one account in one batch go to one row.
 */
export async function resolveAccountTargets(trx: Transaction<DB>, records: readonly InfluencerRecord[]): Promise<AccountTarget[]> {
  const accountIds = records.map(accountIdOf);
  const naturals = records.map((record) => influencerId(record.platform, record.username));
  const identified = records.flatMap((record, i) => {
    const accountId = accountIds[i];
    return accountId ? [{ platform: record.platform, accountId }] : [];
  });
  const held = new Map<string, HeldRow>();
  const byId = new Map<string, HeldRow>();
  if (identified.length > 0) {
    const keys = [...new Set(identified.map(({ platform, accountId }) => lockKey(platform, accountId)))].sort();
    await sql`${PREPARED}SELECT pg_advisory_xact_lock(k) FROM (SELECT k FROM unnest(${keys}::bigint[]) AS k ORDER BY k OFFSET 0) AS ordered`.execute(
      trx,
    );
    const { rows } = await sql<HeldRow & { platform: TPlatform }>`${PREPARED}
      WITH wanted AS (
        SELECT * FROM unnest(${identified.map((row) => row.platform)}::influencer_platform[], ${identified.map((row) => row.accountId)}::text[])
          AS w (platform, account_id)
      ), candidates AS (
        SELECT i.id FROM influencers i JOIN wanted w ON i.platform = w.platform AND i.account_id = w.account_id
        UNION
        SELECT unnest(${naturals}::bigint[])
      )
      SELECT i.id::text AS id, i.platform, i.username, i.account_id, p.lost_at IS NOT NULL AS lost,
        coalesce(p.field_groups -> 'identity' ->> 'source', p.source) AS named_by
      FROM candidates c JOIN influencers i ON i.id = c.id LEFT JOIN influencer_profiles p ON p.id = i.id`.execute(trx);
    for (const row of rows) {
      byId.set(row.id, row);
      if (row.account_id) held.set(`${row.platform}:${row.account_id}`, row);
    }
  }
  return records.map((incoming, i) => {
    const natural = naturals[i] ?? influencerId(incoming.platform, incoming.username);
    const accountId = accountIds[i] ?? null;
    const fromPlatform = PLATFORM_SOURCES.has(incoming.source);
    const key = accountId ? `${incoming.platform}:${accountId}` : null;
    const row = key ? held.get(key) : undefined;
    const target: AccountTarget = { id: natural, record: incoming, accountId, renamed: false, formerHandle: null, found: fromPlatform };
    if (row) {
      target.id = row.id;
      if (row.username.toLowerCase() !== incoming.username.toLowerCase()) {
        const platformNamed = row.named_by !== null && PLATFORM_SOURCES.has(row.named_by);
        if (!fromPlatform && platformNamed && !row.lost) {
          target.record = { ...incoming, username: row.username };
          target.formerHandle = incoming.username;
        } else {
          target.renamed = true;
          target.found = true;
          target.formerHandle = row.username;
        }
      }
    } else {
      const existing = byId.get(natural);
      if (accountId && existing && existing.username.toLowerCase() !== incoming.username.toLowerCase()) {
        // The row of this handle's hash is an account that has since taken another handle: this one,
        // which has the handle now, gets a row of its own (found by its handle through its id).
        target.id = influencerId(incoming.platform, `#account:${accountId}`);
      } else if (existing?.account_id && existing.account_id !== accountId && !fromPlatform) target.accountId = null;
    }
    const claimed = key !== null && target.accountId !== null;
    // What the row already holds needs no write (the rows were read when the batch has platform ids).
    if (identified.length > 0) {
      const stored = byId.get(target.id);
      if (stored?.account_id === target.accountId) target.accountId = null;
      if (!target.renamed) target.found = target.found && stored?.lost === true;
    }
    // A later record of the same account in this batch finds this row.
    if (key && claimed)
      held.set(key, { id: target.id, username: target.record.username, account_id: accountId, lost: false, named_by: incoming.source });
    return target;
  });
}

/**
 * After the rows are written (with their platform ids, `accountId`): the former handles, and the
 * "not found" marks the sources lifted. A row renamed back to a former handle drops it from the former ones.
 */
export async function recordAccountIdentity(trx: Transaction<DB>, targets: readonly AccountTarget[]): Promise<void> {
  const former = targets.filter((target) => target.formerHandle);
  if (former.length > 0)
    await sql`
      INSERT INTO influencer_handles AS h (platform, handle_lower, influencer_id)
      SELECT * FROM unnest(
        ${former.map((t) => t.record.platform)}::text[],
        ${former.map((t) => (t.formerHandle ?? "").toLowerCase())}::text[],
        ${former.map((t) => t.id)}::bigint[])
      ON CONFLICT (platform, handle_lower, influencer_id) DO UPDATE SET seen_until = now()`.execute(trx);
  const renamed = targets.filter((target) => target.renamed);
  if (renamed.length > 0)
    await sql`
      DELETE FROM influencer_handles h
      USING unnest(${renamed.map((t) => t.record.platform)}::text[], ${renamed.map((t) => t.record.username.toLowerCase())}::text[],
        ${renamed.map((t) => t.id)}::bigint[]) AS v (platform, handle_lower, id)
      WHERE h.platform = v.platform AND h.handle_lower = v.handle_lower AND h.influencer_id = v.id`.execute(trx);
  const found = targets.filter((target) => target.found).map((target) => target.id);
  if (found.length > 0)
    await sql`UPDATE influencer_profiles SET lost_at = NULL WHERE id = ANY(${found}::bigint[]) AND lost_at IS NOT NULL`.execute(trx);
}

/** Renames the rows of `targets` that change handle, before they are written (the write merges into the row by its name). */
export async function renameRows(trx: Transaction<DB>, targets: readonly AccountTarget[]): Promise<void> {
  const renamed = targets.filter((target) => target.renamed);
  if (renamed.length === 0) return;
  await sql`
    UPDATE influencers i SET username = v.username
    FROM unnest(${renamed.map((t) => t.id)}::bigint[], ${renamed.map((t) => t.record.username)}::text[]) AS v (id, username)
    WHERE i.id = v.id`.execute(trx);
}

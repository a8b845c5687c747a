import type { TAccountLicences, TLicenceCountry, TLicenceStatuses, TRecordLicenceBody } from "@radar/contract/licences";
import { ZRecordLicenceBodySchema } from "@radar/contract/licences";
import type { AppContext } from "../../core/context.ts";
import type { Database } from "../../core/db/database.ts";
import { AppError } from "../../core/http/app-error.ts";
import { licenceStatuses, readLicenceRows, readLicenceStatuses, todayUtc, toLicenceRecord } from "../../core/licences/licence-statuses.ts";
import { findIndexedAccountById } from "../discovery/public.ts";
import { deleteUserLicence, writeUserLicence } from "./licence-queries.ts";

const NOT_FOUND = "No such influencer in the index.";
const BIGINT_MAX = 9_223_372_036_854_775_807n;

async function requireIndexed(db: Database, id: string): Promise<void> {
  if (BigInt(id) > BIGINT_MAX || !(await findIndexedAccountById(db, id))) throw AppError.notFound(NOT_FOUND);
}

/** An account's licence statuses and every record behind them. */
export async function accountLicences(db: Database, id: string, today = todayUtc()): Promise<TAccountLicences> {
  const rows = await readLicenceRows(db, [id]);
  return { influencer_id: id, statuses: licenceStatuses(rows, today), records: rows.map(toLicenceRecord) };
}

/** GET /api/influencers/{id}/licences/ */
export async function getAccountLicences(ctx: AppContext, id: string): Promise<TAccountLicences> {
  await requireIndexed(ctx.db, id);
  return accountLicences(ctx.db, id);
}

/** PUT /api/influencers/{id}/licences/{country}/: any signed-in user may record or confirm; who did is kept. */
export async function recordLicence(
  ctx: AppContext,
  userId: number,
  id: string,
  country: TLicenceCountry,
  body: TRecordLicenceBody,
): Promise<TAccountLicences> {
  const parsed = ZRecordLicenceBodySchema.parse(body);
  await requireIndexed(ctx.db, id);
  await writeUserLicence(ctx.db, {
    influencerId: id,
    country,
    number: parsed.number,
    expiresOn: parsed.expires_on ?? null,
    proofUrl: parsed.proof_url ?? null,
    confirmed: parsed.confirmed,
    userId,
  });
  return accountLicences(ctx.db, id);
}

/** DELETE /api/influencers/{id}/licences/{country}/: only a user's record can be removed (the bio's follows the bio). */
export async function removeLicence(ctx: AppContext, id: string, country: TLicenceCountry): Promise<TAccountLicences> {
  await requireIndexed(ctx.db, id);
  if (!(await deleteUserLicence(ctx.db, id, country))) throw AppError.notFound("No licence recorded by a user for this country.");
  return accountLicences(ctx.db, id);
}

/** POST /api/licences/statuses/: a page of accounts at once (unknown ids answer "none"). */
export async function licenceStatusesOf(db: Database, ids: readonly string[], today = todayUtc()): Promise<TLicenceStatuses> {
  const unique = [...new Set(ids)].filter((id) => BigInt(id) <= BIGINT_MAX);
  const byId = await readLicenceStatuses(db, unique, today);
  return { accounts: [...byId].map(([influencer_id, statuses]) => ({ influencer_id, statuses })) };
}

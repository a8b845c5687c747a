import type { TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import {
  findIndexedAccountById,
  type IndexedAccount,
  type InfluencerRecord,
  upsertAccounts,
  writeVendorHistory,
} from "../discovery/public.ts";
import { sourceSettings } from "./source-settings.ts";
import type { SourceAccount } from "./source-types.ts";

/** A source's account as the index writes it: its record with its provenance. */
export function sourceRecord(ctx: AppContext, found: SourceAccount, id: TSourceId): InfluencerRecord {
  const viaSandbox = sourceSettings(ctx.config)[id].mode === "sandbox";
  return {
    ...found.record,
    source: id,
    provenance: {
      sourceRef: found.sourceRef,
      accountId: found.accountId,
      viaSandbox,
      fetchedAt: new Date(),
      estimated: found.estimated,
      missing: found.missing,
    },
  };
}

/**
 * Writes a source's account into the index with its provenance and reads it back. The row is the
 * account's, found by the platform's id: a renamed account keeps its row (and its id) under its new handle.
 */
export async function store(ctx: AppContext, found: SourceAccount, id: TSourceId): Promise<IndexedAccount> {
  const record = sourceRecord(ctx, found, id);
  const { ids } = await upsertAccounts(ctx.db, [record]);
  const stored = ids[0] ? await findIndexedAccountById(ctx.db, ids[0]) : null;
  if (!stored) throw new Error(`the account ${record.platform}:${record.username} was written but cannot be read back`);
  if (found.history?.length) await writeVendorHistory(ctx.db, stored.influencerId, id, found.history);
  return stored;
}

import type { TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { findIndexedAccount, type IndexedAccount, upsertAccounts } from "../discovery/public.ts";
import { sourceSettings } from "./source-settings.ts";
import type { SourceAccount } from "./source-types.ts";

/** Writes a source's account into the index with its provenance and reads it back. */
export async function store(ctx: AppContext, found: SourceAccount, id: TSourceId): Promise<IndexedAccount> {
  const viaSandbox = sourceSettings(ctx.config)[id].mode === "sandbox";
  const record = {
    ...found.record,
    source: id,
    provenance: { sourceRef: found.sourceRef, viaSandbox, fetchedAt: new Date(), estimated: found.estimated, missing: found.missing },
  };
  await upsertAccounts(ctx.db, [record]);
  const stored = await findIndexedAccount(ctx.db, record.platform, record.username);
  if (!stored) throw new Error(`the account ${record.platform}:${record.username} was written but cannot be read back`);
  return stored;
}

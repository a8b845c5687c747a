import {
  SOURCE_ERROR_CODES,
  type TSourceErrorCode,
  type TSourceId,
  type TSourceStatus,
  type TSourceTestResult,
} from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import { dayIn, endOfDayIn } from "./source-meter.ts";
import { sourceSettings } from "./source-settings.ts";
import { indexedAccountsBySource, recentUsage, sourceStates } from "./source-status-queries.ts";
import { tokenHealth } from "./token-health.ts";

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const asCode = (kind: string | null): TSourceErrorCode | null =>
  (SOURCE_ERROR_CODES as readonly string[]).includes(kind ?? "") ? (kind as TSourceErrorCode) : null;

/** Every source as the admin's "Data sources" tab shows it: mode, today's quota, last success and error. */
export async function sourceStatuses(ctx: AppContext): Promise<TSourceStatus[]> {
  const settings = sourceSettings(ctx.config);
  const now = new Date();
  const [states, usage, counts, instagramToken] = await Promise.all([
    sourceStates(ctx.db),
    recentUsage(ctx.db),
    indexedAccountsBySource(ctx.db),
    tokenHealth(ctx, settings.instagram, now),
  ]);
  return Object.values(settings).map((s) => {
    const state = states.find((row) => row.source === s.id);
    const today = dayIn(s.quotaTimeZone, now);
    const used = usage.find((row) => row.source === s.id && row.day === today)?.units ?? 0;
    return {
      id: s.id,
      name: s.name,
      mode: s.mode,
      base_url: s.baseUrl,
      platforms: [...s.platforms],
      can_search: s.canSearch,
      quota: { unit: s.quotaUnit, used_today: used, daily_limit: s.dailyQuota, resets_at: endOfDayIn(s.quotaTimeZone, now).toISOString() },
      last_success_at: iso(state?.last_success_at),
      last_error_at: iso(state?.last_error_at),
      last_error: state?.last_error ?? null,
      last_error_code: asCode(state?.last_error_kind ?? null),
      paused_until: state?.paused_until && new Date(state.paused_until) > now ? iso(state.paused_until) : null,
      indexed_accounts: counts.find((row) => row.source === s.id)?.accounts ?? 0,
      token: s.id === "instagram" ? instagramToken : null,
    };
  });
}

/** The admin's "Test connection": one cheap real call through the source's client. */
export async function testSource(ctx: AppContext, id: TSourceId): Promise<TSourceTestResult> {
  const client = sourceClients(ctx).get(id);
  if (!client) throw AppError.badRequest(`${sourceSettings(ctx.config)[id].name} is not connected`, "source_off");
  const started = Date.now();
  try {
    const detail = await client.testConnection();
    return { ok: true, latency_ms: Date.now() - started, detail, code: null };
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    return { ok: false, latency_ms: Date.now() - started, detail: error.message, code: error.kind };
  }
}

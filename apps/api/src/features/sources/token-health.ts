import { createHash } from "node:crypto";
import type { TSourceId, TSourceStatus, TTokenState } from "@radar/contract/sources";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";
import type { InstagramSettings } from "./source-settings.ts";
import { sourcesAdminMail } from "./sources-admin-mail.ts";

/**
 * The health of a source's access token, for the sources whose tokens expire or get revoked
 * (Instagram Graph). What data-sources.md confirms is Graph's error 190 ("token invalid or
 * expired"); it does not confirm the debug_token endpoint, so the expiry comes from the operator
 * (INSTAGRAM_TOKEN_EXPIRES_AT) instead of a call we cannot vouch for. States:
 * - invalid: Graph refused the token with 190, or the configured expiry has passed;
 * - expiring: the configured expiry is within INSTAGRAM_TOKEN_WARN_DAYS;
 * - ok: otherwise.
 * Entering expiring or invalid mails CONTACT_EMAIL once; leaving it (a call that works, a new
 * token) re-arms the mail for the next time.
 */

/** What a client reports about its token. */
export interface TokenWatch {
  /** The source refused the token (Graph 190). */
  rejected(detail: string): Promise<void>;
  /** A call with the token worked (or answered about the account, not the token). */
  accepted(): Promise<void>;
}

type TokenSettings = Pick<InstagramSettings, "id" | "name" | "mode" | "accessToken" | "tokenExpiresAt" | "tokenWarnDays">;

interface HealthRow {
  state: TTokenState;
  changed_at: Date;
  detail: string | null;
  token_fingerprint: string | null;
  notified_state: TTokenState | null;
}

/** A short hash naming the token without revealing it. */
export const tokenFingerprint = (token: string) => createHash("sha256").update(token).digest("hex").slice(0, 16);

/** The state the configured expiry alone gives at `now`. */
export function expiryState(settings: Pick<TokenSettings, "tokenExpiresAt" | "tokenWarnDays">, now = new Date()): TTokenState {
  const expires = settings.tokenExpiresAt;
  if (!expires) return "ok";
  if (expires.getTime() <= now.getTime()) return "invalid";
  return expires.getTime() - now.getTime() <= settings.tokenWarnDays * 86_400_000 ? "expiring" : "ok";
}

async function readRow(ctx: AppContext, source: TSourceId): Promise<HealthRow | null> {
  const { rows } = await sql<HealthRow>`
    SELECT state, changed_at, detail, token_fingerprint, notified_state FROM source_token_health WHERE source = ${source}`.execute(ctx.db);
  return rows[0] ?? null;
}

/**
 * Records `state` for the token and mails CONTACT_EMAIL when the state is a bad one nobody was
 * mailed about yet. The mail is claimed by one UPDATE, so simultaneous failing calls (several
 * processes) mail once.
 */
async function record(ctx: AppContext, settings: TokenSettings, state: TTokenState, detail: string | null): Promise<void> {
  const fingerprint = tokenFingerprint(settings.accessToken);
  await sql`
    INSERT INTO source_token_health AS h (source, state, detail, token_fingerprint)
    VALUES (${settings.id}, ${state}, ${detail}, ${fingerprint})
    ON CONFLICT (source) DO UPDATE SET
      state = EXCLUDED.state,
      detail = EXCLUDED.detail,
      token_fingerprint = EXCLUDED.token_fingerprint,
      changed_at = CASE WHEN h.state = EXCLUDED.state AND h.token_fingerprint IS NOT DISTINCT FROM EXCLUDED.token_fingerprint
        THEN h.changed_at ELSE now() END,
      -- Back to ok: the next bad state is news again.
      notified_state = CASE WHEN EXCLUDED.state = 'ok' THEN NULL ELSE h.notified_state END`.execute(ctx.db);
  if (state === "ok") return;
  const { rows } = await sql<{ state: TTokenState }>`
    UPDATE source_token_health SET notified_state = state, notified_at = now()
    WHERE source = ${settings.id} AND state = ${state} AND notified_state IS DISTINCT FROM state
    RETURNING state`.execute(ctx.db);
  if (rows.length === 0) return;
  await ctx.mailer.send(tokenMail(ctx, settings, state, detail));
}

/** The TokenWatch of a source's client, writing to PostgreSQL and mailing through the outbox. */
export function databaseTokenWatch(ctx: AppContext, settings: TokenSettings): TokenWatch {
  return {
    rejected: (detail) => record(ctx, settings, "invalid", detail.slice(0, 500)),
    async accepted() {
      // Cheap on the usual path: only a row about this very token that says "invalid" is rewritten.
      const row = await readRow(ctx, settings.id);
      if (row?.state !== "invalid" || row.token_fingerprint !== tokenFingerprint(settings.accessToken)) return;
      const state = expiryState(settings);
      await record(ctx, settings, state, state === "ok" ? null : expiryDetail(settings));
    },
  };
}

const expiryDetail = (settings: Pick<TokenSettings, "tokenExpiresAt">) =>
  settings.tokenExpiresAt ? `the token expires at ${settings.tokenExpiresAt.toISOString()} (INSTAGRAM_TOKEN_EXPIRES_AT)` : null;

/**
 * The token's health as the admin's Data sources tab shows it, after bringing the stored state up
 * to date with the configured expiry (mailing when that makes it expiring or expired). A refusal
 * (190) stands until a call with the same token works or another token is configured.
 */
export async function tokenHealth(ctx: AppContext, settings: TokenSettings, now = new Date()): Promise<TSourceStatus["token"]> {
  if (settings.mode === "off") return null;
  let row = await readRow(ctx, settings.id);
  const sameToken = row?.token_fingerprint === tokenFingerprint(settings.accessToken);
  if (!(row?.state === "invalid" && sameToken)) {
    const state = expiryState(settings, now);
    if (!row || !sameToken || row.state !== state) {
      await record(ctx, settings, state, state === "ok" ? null : expiryDetail(settings));
      row = await readRow(ctx, settings.id);
    }
  }
  if (!row) return null;
  return {
    state: row.state,
    expires_at: settings.tokenExpiresAt?.toISOString() ?? null,
    since: row.state === "ok" ? null : new Date(row.changed_at).toISOString(),
    detail: row.detail,
    notified: row.state !== "ok" && row.notified_state === row.state,
  };
}

function tokenMail(ctx: AppContext, settings: TokenSettings, state: TTokenState, detail: string | null): MailMessage {
  const expires = settings.tokenExpiresAt?.toISOString().replace(".000Z", "Z") ?? "";
  const expired = state === "invalid" && settings.tokenExpiresAt !== null && settings.tokenExpiresAt.getTime() <= Date.now();
  const heading =
    state === "expiring"
      ? `${settings.name}: the access token expires on ${expires}`
      : expired
        ? `${settings.name}: the access token expired on ${expires}`
        : `${settings.name}: the access token was refused`;
  const paragraphs = [
    state === "expiring"
      ? "Lookups of Instagram accounts stop working when it expires. Create a new long-lived token, set INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_TOKEN_EXPIRES_AT, and restart the server."
      : "Instagram lookups are failing: Meta refused our token (Graph error 190: invalid or expired). Other sources are asked instead where they can answer. Create a new long-lived token, set INSTAGRAM_ACCESS_TOKEN (and INSTAGRAM_TOKEN_EXPIRES_AT), and restart the server.",
    ...(detail ? [`What Meta said: ${detail}`] : []),
    "You get this message once for this state; the admin's Data sources tab shows it until the token works again.",
  ];
  return sourcesAdminMail(ctx, heading, paragraphs, "source-token-health");
}

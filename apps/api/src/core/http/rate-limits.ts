import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "./app-error.ts";

const TOO_MANY = "Too many attempts. Please wait a moment and try again.";

/**
 * A fixed-window counter in PostgreSQL (an unlogged table), so every API process behind a load
 * balancer shares the same counts. Returns the number of hits in the current window, this one included.
 */
export async function hit(db: Database, bucket: string, windowSeconds: number): Promise<number> {
  const row = await sql<{ hits: number }>`
    INSERT INTO rate_limit_hits (bucket, window_start, hits)
    VALUES (${bucket}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
    RETURNING hits`.execute(db);
  // Old windows are dead weight: prune now and then rather than on a schedule.
  if (Math.random() < 0.01) await sql`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`.execute(db);
  return row.rows[0]?.hits ?? 1;
}

/**
 * Seconds until the current fixed window of `hit` ends and its counts start again: what a refused
 * client should wait (Retry-After), at least 1.
 */
export function secondsLeftInWindow(windowSeconds: number, nowMs = Date.now()): number {
  const elapsed = Math.floor(nowMs / 1000) % windowSeconds;
  return Math.max(1, windowSeconds - elapsed);
}

/** A 429 that tells the client when the window it exhausted ends. */
export function tooManyInWindow(windowSeconds: number, detail = TOO_MANY): AppError {
  return AppError.tooManyRequests(detail, secondsLeftInWindow(windowSeconds));
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
}

/**
 * Two independent limits for an authentication route: one per client IP and one per e-mail address
 * in the body, so neither one client nor a spread-out attack on one account gets far.
 */
export function authRateLimit(
  db: Database,
  name: string,
  limits: { perIp: number; perEmail: number; windowSeconds: number },
): preHandlerAsyncHookHandler {
  return async (request) => {
    const ipHits = await hit(db, `${name}:ip:${request.ip}`, limits.windowSeconds);
    const email = bodyEmail(request);
    const emailHits = email ? await hit(db, `${name}:email:${email}`, limits.windowSeconds) : 0;
    if (ipHits > limits.perIp || emailHits > limits.perEmail) throw tooManyInWindow(limits.windowSeconds);
  };
}

/** Like {@link authRateLimit}, for a signed-in route: per client IP and per account. Runs after authentication. */
export function userRateLimit(
  db: Database,
  name: string,
  limits: { perIp: number; perUser: number; windowSeconds: number },
): preHandlerAsyncHookHandler {
  return async (request) => {
    const ipHits = await hit(db, `${name}:ip:${request.ip}`, limits.windowSeconds);
    const userId = request.auth?.userId;
    const userHits = userId === undefined ? 0 : await hit(db, `${name}:user:${userId}`, limits.windowSeconds);
    if (ipHits > limits.perIp || userHits > limits.perUser) throw tooManyInWindow(limits.windowSeconds);
  };
}

import pg from "pg";

/**
 * "The database is not there right now" — as opposed to a bad query — so that callers can answer
 * 503 and try again instead of reporting a bug. Recognised:
 * - SQLSTATE class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown,
 *   57P03 cannot connect now (starting up, shutting down, in recovery), 53300 too many connections;
 * - the pg client's own words for a connection that died under a query;
 * - any error opening a pool connection (ECONNREFUSED/ENOENT on the socket, timeouts) or breaking
 *   one (EPIPE, ECONNRESET), which the pool wrapper in database.ts marks: a system error code alone
 *   could be anyone's (the mail server's, the gateway's).
 */

const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
];
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

const UNAVAILABLE = Symbol("database unavailable");

/** Marks an error that came from opening a database connection, or from one that broke. */
export function markDatabaseUnavailable<T>(error: T): T {
  if (error instanceof Error && !(UNAVAILABLE in error)) Object.defineProperty(error, UNAVAILABLE, { value: true });
  return error;
}

function isUnavailableSelf(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE in error) return true;
  if (error instanceof pg.DatabaseError)
    return error.code !== undefined && (error.code.startsWith("08") || UNAVAILABLE_STATES.has(error.code));
  return CLIENT_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Whether `error`, or an error it wraps (`cause`, AggregateError), means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableSelf(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableSelf)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * For code whose every error is a database error (the job queue's own pool): a failed connection
 * is recognised by its system error code as well.
 */
export function isDatabaseConnectionError(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error instanceof Error && CONNECTION_CODES.has((error as NodeJS.ErrnoException).code ?? ""));
}

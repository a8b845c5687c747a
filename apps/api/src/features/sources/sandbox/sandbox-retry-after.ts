/**
 * A sandbox names its own wait in this header; the server's Retry-After on every 429 and 503 is
 * our API's promise, not the imitated service's (Google's 503s, for one, carry none), so
 * registerSourceSandboxes takes it off the sandboxes' answers unless they asked for one here.
 */
export const SANDBOX_RETRY_AFTER = "x-sandbox-retry-after";

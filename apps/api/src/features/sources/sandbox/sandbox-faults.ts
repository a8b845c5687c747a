/**
 * Reserved handles that make every sandbox answer a failure, so the failure paths can be tried by
 * hand in the local product and in tests (README "Data sources" lists them). Any other plausible
 * handle resolves to a deterministic account (sandbox-persona.ts).
 */
export const SANDBOX_FAULT_HANDLES = {
  /** The account does not exist (Instagram: the same answer as for a personal account). */
  notfound: "not_found",
  /** Instagram: a personal (non-professional) account, which Business Discovery cannot see. */
  personalaccount: "personal",
  /** The service's quota error body (YouTube 403 quotaExceeded, X 429, vendors out of credits…). */
  quotaexceeded: "quota",
  /** The service's bad-credentials answer. */
  unauthorized: "unauthorised",
  /** A 5xx on every attempt. */
  servererror: "server_error",
  /** A 503 on the first attempt of each lookup, then a normal answer (a retry succeeds). */
  flaky: "flaky",
  /** A 429 with `Retry-After: 1` on the first attempt of each lookup, then a normal answer. */
  ratelimited: "rate_limited",
  /** A 200 whose body is not JSON. */
  malformed: "malformed",
  /** No answer within the client's timeout: the sandbox waits before answering. */
  slowpoke: "slow",
} as const;

export type SandboxFault = (typeof SANDBOX_FAULT_HANDLES)[keyof typeof SANDBOX_FAULT_HANDLES];

/** How long "slowpoke" waits before it answers (longer than any sensible client timeout in tests). */
export const SANDBOX_SLOW_MS = 15_000;

/** The side of a connection whose `close` says the client hung up (a request's or a reply's raw stream). */
interface Hangable {
  once(event: "close", listener: () => void): unknown;
  off(event: "close", listener: () => void): unknown;
}

/**
 * "slowpoke": waits SANDBOX_SLOW_MS, or less when the client hangs up, so no connection is held for
 * nothing. Answers whether the client is still there. A route that reads a body passes the reply's
 * raw stream: the request's own `close` fires as soon as a POST body has been read.
 */
export function waitUnlessHungUp(connection: Hangable): Promise<boolean> {
  return new Promise((resolve) => {
    const hungUp = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      connection.off("close", hungUp);
      resolve(true);
    }, SANDBOX_SLOW_MS);
    connection.once("close", hungUp);
  });
}

export function sandboxFault(handle: string): SandboxFault | null {
  const key = handle.replace(/^@/, "").toLowerCase() as keyof typeof SANDBOX_FAULT_HANDLES;
  return SANDBOX_FAULT_HANDLES[key] ?? null;
}

const attempts = new Map<string, number>();

/**
 * For "flaky" and "ratelimited": true on the 1st, 3rd, 5th… request for `key` in this process,
 * so a client that retries once sees a failure and then a success.
 */
export function failsThisTime(key: string): boolean {
  const count = (attempts.get(key) ?? 0) + 1;
  attempts.set(key, count);
  if (attempts.size > 10_000) attempts.clear();
  return count % 2 === 1;
}

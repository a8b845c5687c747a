import type { TSourceId } from "@radar/contract/sources";
import type { z } from "zod";
import { SourceError } from "../source-errors.ts";
import type { SourceMeter } from "../source-meter.ts";
import type { SourceSettings } from "../source-settings.ts";
import type { ClientDeps } from "../source-types.ts";
import { sourceWait } from "./source-waits.ts";

/** One answer of a source, read whole: the status, headers, text and (when it parses) JSON. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** undefined when the body is not JSON. */
  json: unknown;
}

export interface SourceRequest {
  method?: "GET" | "POST";
  /** Appended to the base URL (starts with '/'). */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** A form-encoded body (POST). */
  form?: Record<string, string>;
  /** Quota units the call costs at the source (YouTube search.list: 100; most calls: 1). */
  units?: number;
}

export interface SourceHttpOptions {
  source: TSourceId;
  baseUrl: string;
  timeoutMs: number;
  /** Further attempts after a retryable failure (5xx, 429, network error, timeout). */
  maxRetries: number;
  meter: SourceMeter;
  /**
   * The client's reading of an answer: a SourceError for the service's own error bodies (which
   * may come with 200, like X's not-found), or null when the answer is usable or not recognised
   * (then the status decides: see statusError).
   */
  classify(answer: HttpAnswer): SourceError | null;
  /**
   * Headers every request carries: where the credentials go (X-Goog-Api-Key, Authorization), never
   * the query string, which servers, proxies and our own request log keep.
   */
  headers?: Record<string, string>;
  /** Credential values that must never appear in an error message (they end in logs and the admin tab). */
  secrets?: readonly string[];
  /** Reads rate-limit headers after each answer (X-App-Usage, x-rate-limit-remaining…). */
  onAnswer?(answer: HttpAnswer): Promise<void> | void;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** A source that asks us to wait longer than this is paused instead of waited for. */
  maxWaitMs?: number;
  /** First backoff step; doubled per attempt, plus up to 50 % jitter. */
  backoffMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds (`Retry-After: 2`) or an HTTP date; x-rate-limit-reset (unix seconds) when the window is spent. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = headers.get("x-rate-limit-reset") ?? headers.get("x-ratelimit-reset");
  const remaining = headers.get("x-rate-limit-remaining") ?? headers.get("x-ratelimit-remaining");
  if (reset && remaining === "0") {
    const at = Number(reset);
    if (Number.isFinite(at)) return Math.max(0, at * 1000 - now);
  }
  return undefined;
}

/** What a bare status means when the client did not recognise the body. */
export function statusError(source: TSourceId, answer: HttpAnswer): SourceError | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  const options = { status };
  if (status === 401 || status === 403) return new SourceError("unauthorised", source, `HTTP ${status}`, options);
  if (status === 404) return new SourceError("not_found", source, "HTTP 404", options);
  if (status === 402) return new SourceError("quota_exhausted", source, "HTTP 402: credits exhausted", options);
  if (status === 429) {
    return SourceError.unavailable(source, "HTTP 429: rate limited", {
      ...options,
      retryable: true,
      retryAfterMs: retryAfterMs(answer.headers),
    });
  }
  if (status >= 500)
    return SourceError.unavailable(source, `HTTP ${status}`, { ...options, retryable: true, retryAfterMs: retryAfterMs(answer.headers) });
  return SourceError.unavailable(source, `HTTP ${status}`, options);
}

/**
 * HTTP to one data source, with what every source needs: a timeout per attempt, the quota spent
 * before each attempt (failed attempts cost quota at the real services too), retries with
 * exponential backoff on 5xx, 429 and network failures that honour the source's Retry-After, a
 * pause of the source when it asks for a longer wait or says its quota is spent, and the last
 * success / error recorded for the admin's "Data sources" tab.
 */
export class SourceHttp {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: SourceHttpOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /**
   * A client's connection, built alike for every source: the base URL, timeout and retries of its
   * settings, the meter and test doubles of its deps, and what only the client knows (how its answers
   * read, its credentials). A source that is off has no base URL: refused as unsupported.
   */
  static forClient(
    settings: Pick<SourceSettings, "id" | "baseUrl" | "timeoutMs" | "maxRetries">,
    deps: ClientDeps,
    own: Pick<SourceHttpOptions, "classify" | "headers" | "secrets" | "onAnswer">,
    offMessage: string,
  ): SourceHttp {
    if (!settings.baseUrl) throw new SourceError("unsupported", settings.id, offMessage);
    return new SourceHttp({
      source: settings.id,
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      meter: deps.meter,
      fetchImpl: deps.fetchImpl,
      sleep: deps.sleep,
      backoffMs: deps.backoffMs,
      ...own,
    });
  }

  get source(): TSourceId {
    return this.options.source;
  }

  /** The answer when it is usable; otherwise a SourceError (after the retries the failure allows). */
  async request(request: SourceRequest): Promise<HttpAnswer> {
    const { maxRetries, meter } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      await meter.spend(request.units ?? 1);
      const outcome = await this.attempt(request);
      if (!(outcome instanceof SourceError)) {
        await meter.succeeded();
        return outcome;
      }
      const error = outcome;
      if (error.kind === "quota_exhausted" && error.options.status !== undefined) await meter.pauseForToday(error.message);
      if (error.options.retryable && attempt < maxRetries) {
        const wait = error.options.retryAfterMs ?? this.backoff(attempt);
        if (wait <= (this.options.maxWaitMs ?? 5_000)) {
          // The source's pace: a pause it asked for is waiting on it.
          const paused = sourceWait();
          await this.sleep(wait).finally(paused);
          continue;
        }
        await meter.pause(new Date(Date.now() + wait), error.message);
      }
      // "Not found" is an answer, not a fault of the source.
      if (error.kind === "not_found") await meter.succeeded();
      else await meter.failed(error);
      throw error;
    }
  }

  /** request() and then the body checked against `schema` (a malformed answer is `unavailable`). */
  async requestJson<T extends z.ZodType>(request: SourceRequest, schema: T): Promise<z.output<T>> {
    const answer = await this.request(request);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const error = SourceError.unavailable(
        this.source,
        `unexpected answer: ${issue?.path.join(".") || "body"} ${issue?.message ?? ""}`.trim(),
      );
      await this.options.meter.failed(error);
      throw error;
    }
    return parsed.data;
  }

  private backoff(attempt: number): number {
    const base = (this.options.backoffMs ?? 300) * 2 ** attempt;
    return Math.round(base * (1 + Math.random() * 0.5));
  }

  private url(request: SourceRequest): string {
    const url = new URL(`${this.options.baseUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  private async attempt(request: SourceRequest): Promise<HttpAnswer | SourceError> {
    const outcome = await this.attemptOnce(request);
    if (outcome instanceof SourceError) outcome.message = redactSecrets(outcome.message, this.options.secrets ?? []);
    return outcome;
  }

  private async attemptOnce(request: SourceRequest): Promise<HttpAnswer | SourceError> {
    const { source } = this.options;
    const headers: Record<string, string> = { accept: "application/json", ...this.options.headers, ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(request.form).toString();
    }
    let answer: HttpAnswer;
    const waited = sourceWait();
    try {
      const response = await this.fetchImpl(this.url(request), {
        method: request.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        redirect: "follow",
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.text();
      answer = { status: response.status, headers: response.headers, text, json: parseJson(text) };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const message = timedOut ? `no answer within ${this.options.timeoutMs} ms` : `network error: ${describe(error)}`;
      return SourceError.unavailable(source, message, { retryable: true });
    } finally {
      waited();
    }
    await this.options.onAnswer?.(answer);
    const problem = this.options.classify(answer) ?? statusError(source, answer);
    if (problem) return problem;
    if (answer.json === undefined)
      return SourceError.unavailable(source, "malformed answer: the body is not JSON", { status: answer.status });
    return answer;
  }
}

/**
 * `text` with every credential replaced. Error messages are built from what the network layer and
 * the service said, and either may quote the request (a URL that failed to parse, a body echoing
 * a parameter); they are logged and shown in the admin's Data sources tab.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  // Longest first, so a secret containing another is replaced whole.
  for (const secret of [...secrets].filter((value) => value.length >= 4).sort((a, b) => b.length - a.length)) {
    redacted = redacted.split(secret).join("[redacted]");
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) redacted = redacted.split(encoded).join("[redacted]");
  }
  return redacted;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

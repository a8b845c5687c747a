import { API_TIMEOUT_MS } from "@radar/contract/constants";
import { extractErrorText } from "@radar/contract/error-text";

/** Every API path is relative to this root; the API serves the web app, so it is same-origin. */
export const API_BASE = "/api";

export const TIMEOUT_MESSAGE = "The request timed out. Please try again.";
export const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

/** A failed API call: the HTTP status (0 when no response arrived) and the parsed response body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string = extractErrorText(body)) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RawRequest = {
  method: HttpMethod;
  path: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
};

export type RawResponse = { ok: boolean; status: number; body: unknown };

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange with the API: JSON or multipart body, bearer token, the 30 s timeout of SPEC §9.
 * It never retries and never refreshes; `api-client.ts` builds that on top.
 */
export async function sendRequest({ method, path, body, token, signal }: RawRequest): Promise<RawResponse> {
  const headers = new Headers({ Accept: "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set("Content-Type", "application/json");

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: combined,
    });
    return { ok: response.ok, status: response.status, body: await readBody(response) };
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, null, TIMEOUT_MESSAGE);
    // The caller cancelled (React Query unmount): let its AbortError through untouched.
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, NETWORK_MESSAGE);
  }
}

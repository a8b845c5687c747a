import { getAccessToken, getRefreshToken } from "./auth-storage";
import { ApiError, type HttpMethod, sendRequest } from "./http";
import { refreshAccessToken } from "./token-refresh";

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Use this access token instead of the stored one (the login flow checks a subscription before saving). */
  token?: string;
  /** false for the auth endpoints, whose 401 means "wrong credentials", not "refresh and retry". */
  auth?: boolean;
};

function withQuery(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the API and returns the parsed body, or throws {@link ApiError} with the status and body.
 * A 401 on an authenticated call triggers one token refresh and one retry (SPEC §4).
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  const request = { method, path: withQuery(path, options.query), body: options.body, signal: options.signal };
  const token = options.token ?? (useAuth ? getAccessToken() : null);

  let response = await sendRequest({ ...request, token });
  const canRefresh = useAuth && !options.token && response.status === 401 && getRefreshToken() !== null;
  if (canRefresh) {
    const fresh = await refreshAccessToken();
    response = await sendRequest({ ...request, token: fresh });
  }
  if (!response.ok) throw new ApiError(response.status, response.body);
  return response.body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};

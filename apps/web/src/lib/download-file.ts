import { getAccessToken, getRefreshToken } from "./auth-storage";
import { API_BASE, ApiError } from "./http";
import { refreshAccessToken } from "./token-refresh";

export type DownloadRequest = {
  method: "GET" | "POST";
  /** Below /api, with its query. */
  path: string;
  body?: unknown;
  /** Used when the answer names no file. */
  fallbackName: string;
};

/** The file name of a download: the RFC 5987 UTF-8 name, else the plain one, else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed RFC 5987 name: fall back to the plain one.
    }
  }
  return disposition.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function send({ method, path, body }: DownloadRequest, token: string | null): Promise<Response> {
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  return fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Downloads an authenticated export (a list's or a search's CSV/XLSX): the bearer token, one
 * refresh-and-retry on 401, the server's error as an {@link ApiError}, the server's file name.
 * A fetch is needed rather than a plain link because the token travels in a header.
 */
export async function downloadFile(request: DownloadRequest): Promise<void> {
  let response = await send(request, getAccessToken());
  if (response.status === 401 && getRefreshToken() !== null) response = await send(request, await refreshAccessToken());
  if (!response.ok) throw new ApiError(response.status, await errorBody(response));
  saveBlob(await response.blob(), fileNameOf(response, request.fallbackName));
}

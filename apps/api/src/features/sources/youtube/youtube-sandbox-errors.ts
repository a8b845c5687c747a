/**
 * Google's error bodies as the YouTube Data API sends them (reference §1 "Errors"): the legacy
 * `errors[]` list next to the newer `status` and `details`. Messages of the confirmed cases are
 * Google's; the parameter errors' wording and reasons (required, missingRequiredParameter,
 * incompatibleParameters, unknownPart, invalidParameter) are [U], close to what Google answers.
 */
export interface GoogleError {
  status: number;
  body: {
    error: {
      code: number;
      message: string;
      errors: { message: string; domain: string; reason: string; location?: string; locationType?: string }[];
      status?: string;
      details?: Record<string, unknown>[];
    };
  };
}

const error = (
  status: number,
  message: string,
  entry: { domain: string; reason: string; location?: string; locationType?: string },
  extra: { status?: string; details?: Record<string, unknown>[] } = {},
): GoogleError => ({ status, body: { error: { code: status, message, errors: [{ message, ...entry }], ...extra } } });

/** No key at all. */
export const missingKey = (): GoogleError =>
  error(
    403,
    "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    { domain: "global", reason: "forbidden" },
    { status: "PERMISSION_DENIED" },
  );

/** A key Google does not know (the current form: badRequest + ErrorInfo API_KEY_INVALID). */
export const invalidKey = (): GoogleError =>
  error(
    400,
    "API key not valid. Please pass a valid API key.",
    { domain: "global", reason: "badRequest" },
    {
      status: "INVALID_ARGUMENT",
      details: [
        {
          "@type": "type.googleapis.com/google.rpc.ErrorInfo",
          reason: "API_KEY_INVALID",
          domain: "googleapis.com",
          metadata: { service: "youtube.googleapis.com" },
        },
      ],
    },
  );

/** The project has not enabled the API (the "unauthorized" reserved handle answers this). */
export const accessNotConfigured = (): GoogleError =>
  error(
    403,
    "YouTube Data API v3 has not been used in project 000000000000 before or it is disabled. Enable it by visiting the Google Cloud console, then retry.",
    { domain: "usageLimits", reason: "accessNotConfigured" },
    { status: "PERMISSION_DENIED" },
  );

export const quotaExceeded = (): GoogleError =>
  error(403, 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', {
    domain: "youtube.quota",
    reason: "quotaExceeded",
  });

/**
 * A short-term rate limit: YouTube answers it as a 403, not a 429 (the errors page lists
 * `rateLimitExceeded` among the 403 reasons). Google's global shape [U: domain usageLimits, as
 * Google's other APIs send it]; nothing tells how long to wait, so a client backs off.
 */
export const rateLimitExceeded = (): GoogleError =>
  error(403, "Rate Limit Exceeded", { domain: "usageLimits", reason: "rateLimitExceeded" }, { status: "PERMISSION_DENIED" });

export const backendError = (status: 500 | 503): GoogleError =>
  status === 500
    ? error(500, "Internal error encountered.", { domain: "global", reason: "backendError" }, { status: "INTERNAL" })
    : error(503, "The service is currently unavailable.", { domain: "global", reason: "backendError" }, { status: "UNAVAILABLE" });

const parameter = (location: string) => ({ location, locationType: "parameter" });

export const requiredParameter = (name: string): GoogleError =>
  error(400, `Required parameter: ${name}`, { domain: "global", reason: "required", ...parameter(name) });

export const noFilter = (expected: readonly string[]): GoogleError =>
  error(400, `No filter selected. Expected one of: ${expected.join(", ")}`, {
    domain: "youtube.parameter",
    reason: "missingRequiredParameter",
  });

export const incompatibleParameters = (names: readonly string[]): GoogleError =>
  error(400, `Incompatible parameters specified in the request: ${names.join(", ")}`, {
    domain: "youtube.parameter",
    reason: "incompatibleParameters",
  });

export const unknownPart = (part: string): GoogleError =>
  error(400, `'${part}'`, { domain: "youtube.part", reason: "unknownPart", ...parameter("part") });

export const invalidValue = (name: string, value: string, range: string): GoogleError =>
  error(400, `Invalid value '${value}'. Values must be within the range: ${range}`, {
    domain: "global",
    reason: "invalidParameter",
    ...parameter(name),
  });

export const invalidPageToken = (): GoogleError =>
  error(400, "The request specifies an invalid page token.", {
    domain: "youtube.parameter",
    reason: "invalidPageToken",
    ...parameter("pageToken"),
  });

export const playlistNotFound = (): GoogleError =>
  error(404, "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.", {
    domain: "youtube.playlistItem",
    reason: "playlistNotFound",
    ...parameter("playlistId"),
  });

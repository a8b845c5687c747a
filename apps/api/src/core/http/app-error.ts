import type { TFieldErrors } from "@radar/contract/errors";
import type { TCreditShortfall } from "@radar/contract/search";

/**
 * The one error type services throw. The HTTP layer (problem.ts, error-shape.ts) maps it to the
 * route's error shape: `{detail}` (plus `code` when set), a field map `{field: [messages]}`, `{error}`…
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly options: {
      code?: string;
      fields?: TFieldErrors;
      shape?: "detail" | "error" | "fields";
      /** A fuller sentence for shapes that show one beside `detail` (error-shape.ts). */
      explanation?: string;
      /** A refused charge: its price, the balance and what is missing (a 402). */
      credits?: TCreditShortfall;
      /** Sent as Retry-After; a 429 or 503 without it gets the default of problem.ts. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(detail);
  }

  static badRequest(detail: string, code?: string) {
    return new AppError(400, detail, { code });
  }
  static fields(fields: TFieldErrors, code?: string) {
    const first = Object.values(fields)[0]?.[0] ?? "Invalid input";
    return new AppError(400, first, { fields, shape: "fields", code });
  }
  static unauthorized(detail = "Authentication credentials were not provided.", code?: string) {
    return new AppError(401, detail, { code });
  }
  static forbidden(detail = "You do not have permission to perform this action.") {
    return new AppError(403, detail);
  }
  static notFound(detail = "Not found.", code?: string) {
    return new AppError(404, detail, { code });
  }
  static conflict(detail: string) {
    return new AppError(409, detail);
  }
  static tooManyRequests(detail = "Too many requests. Please try again later.", retryAfterSeconds?: number) {
    return new AppError(429, detail, { retryAfterSeconds });
  }
}

import { SOURCE_MSG, SPEND_MSG, type TSourceErrorCode } from "@radar/contract/sources";
import { AppError } from "../../core/http/app-error.ts";
import type { SourceError } from "./source-errors.ts";

const STATUS: Record<TSourceErrorCode, number> = {
  not_found: 404,
  quota_exhausted: 503,
  unauthorised: 503,
  unavailable: 503,
  unsupported: 400,
};

/**
 * A source's failure as the API answers it: its own message (both languages in the web app, keyed
 * by `code`), never a 500. Our credentials being refused is our fault, not the user's: 503.
 */
export function sourceFailure(error: SourceError): AppError {
  // A vendor report bought and still being generated: a conflict with the report's state, not a fault; ask again after the wait.
  if (error.options.reportPending) {
    const retryAfterSeconds = Math.max(1, Math.ceil((error.options.retryAfterMs ?? 5_000) / 1000));
    return new AppError(409, SPEND_MSG.report_pending, { code: "report_pending", retryAfterSeconds });
  }
  return new AppError(STATUS[error.kind], error.options.publicMessage ?? SOURCE_MSG[error.kind], { code: error.kind });
}

import { SOURCE_MSG, type TSourceErrorCode } from "@radar/contract/sources";
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
  return new AppError(STATUS[error.kind], error.options.publicMessage ?? SOURCE_MSG[error.kind], { code: error.kind });
}

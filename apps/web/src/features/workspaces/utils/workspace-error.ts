import { errorCodeOf } from "@radar/contract/error-codes";
import { WORKSPACE_CODE } from "@radar/contract/workspaces";
import { ApiError } from "@/lib/http";

/** The refusals of the workspaces API the screens explain in their own words, by `code`. */
export type WorkspaceRefusal =
  | "seatsFull"
  | "lastOwner"
  | "alreadyMember"
  | "expired"
  | "used"
  | "emailMismatch"
  | "notAllowed"
  | "notFound";

const BY_CODE: Record<string, WorkspaceRefusal> = {
  [WORKSPACE_CODE.seatsFull]: "seatsFull",
  [WORKSPACE_CODE.lastOwner]: "lastOwner",
  [WORKSPACE_CODE.alreadyMember]: "alreadyMember",
  [WORKSPACE_CODE.invitationExpired]: "expired",
  [WORKSPACE_CODE.invitationUsed]: "used",
  [WORKSPACE_CODE.invitationEmail]: "emailMismatch",
  [WORKSPACE_CODE.notAllowed]: "notAllowed",
};

/** Which known refusal an error is; a 404 without a code is "not found" (a revoked link, a member gone). */
export function workspaceRefusal(error: unknown): WorkspaceRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const code = errorCodeOf(error.body);
  if (code && code in BY_CODE) return BY_CODE[code] ?? null;
  if (error.status === 404) return "notFound";
  return null;
}

import { BILLING_MSG } from "@radar/contract/billing";
import { ERROR_CODE } from "@radar/contract/error-codes";
import { AppError } from "../http/app-error.ts";
import { canManageBilling, type WorkspaceScope } from "../workspaces/current-workspace.ts";

/**
 * Money is the owner's to commit: subscribing, changing or cancelling the plan, paying, and the
 * billing details and invoices. Members (admins included) read the plan and the balance; anything
 * that would commit the workspace to a payment is refused with 403 `billing_owner_only`.
 */
export function requireBillingOwner(scope: WorkspaceScope): void {
  if (!canManageBilling(scope)) throw new AppError(403, BILLING_MSG.ownerOnly, { code: ERROR_CODE.billingOwnerOnly });
}

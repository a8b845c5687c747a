import { type TLicenceStatusEntry, ZLicenceStatusesResponseSchema } from "@radar/contract/licences";
import { api } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/toast";

/** Whether the once-per-user warning about adding an account with no known licence was shown. */
const key = (userId: number) => `radar:licence-warning-shown:${userId}`;

export const hasNoKnownLicence = (statuses: readonly TLicenceStatusEntry[] | undefined): boolean =>
  statuses !== undefined && statuses.every((entry) => entry.status === "none");

/** True the first time for this user (and remembers it); false ever after, or when storage is unavailable. */
export function takeLicenceWarning(userId: number): boolean {
  try {
    if (window.localStorage.getItem(key(userId))) return false;
    window.localStorage.setItem(key(userId), new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

/**
 * After accounts were added to a list: the first time one of them has no known licence, a warning
 * explains why it matters (once per user; later adds say nothing).
 */
export async function warnOnceIfUnlicensed(userId: number, ids: readonly string[]): Promise<void> {
  try {
    const answer = ZLicenceStatusesResponseSchema.parse(
      await api.post<unknown>("/licences/statuses/", { influencer_ids: ids.slice(0, 200) }),
    );
    if (!answer.accounts.some((account) => hasNoKnownLicence(account.statuses))) return;
    if (!takeLicenceWarning(userId)) return;
    toast.warning(i18n.t("vetting:licences.warnTitle"), { description: i18n.t("vetting:licences.warnBody"), duration: 15_000 });
  } catch {
    // A warning that cannot be checked is not shown; the add itself succeeded.
  }
}

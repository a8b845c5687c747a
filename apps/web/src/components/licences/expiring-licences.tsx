import type { TLicenceStatusEntry } from "@radar/contract/licences";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A list's flag: how many members hold a licence that expires within 30 days (none: nothing shown). */
export function ExpiringLicences({ members }: { members: readonly { licences?: readonly TLicenceStatusEntry[] | undefined }[] }) {
  const { t } = useTranslation("vetting");
  const count = members.filter((member) => member.licences?.some((entry) => entry.status === "expiring")).length;
  if (count === 0) return null;
  return (
    <p
      role="status"
      data-testid="licences-expiring"
      className="flex items-center gap-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
    >
      <ShieldAlert aria-hidden className="size-4 shrink-0" />
      {t("licences.expiringOnList", { count })}
    </p>
  );
}

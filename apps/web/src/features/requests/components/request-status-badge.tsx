import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { displayStatus, statusTone } from "../utils/request-status";

/** Every status of SPEC §4 with its own label and colour; an unknown one shows as pending. */
export function RequestStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation("requests");
  const shown = displayStatus(status);
  return (
    <Badge variant={statusTone(shown)} data-status={shown}>
      {t(`statuses.${shown}`)}
    </Badge>
  );
}

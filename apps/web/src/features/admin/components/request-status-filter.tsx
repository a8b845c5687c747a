import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** Narrows a request list to one status (the statuses the admin can set for this kind). */
export function RequestStatusFilter({
  id,
  statuses,
  value,
  onChange,
}: {
  id: string;
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("requests");
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
        {t("filters.status")}
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-9 min-w-36">
        <option value="">{t("filters.allStatuses")}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {tr(`statuses.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

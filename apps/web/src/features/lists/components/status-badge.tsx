import type { TListMemberStatus } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = {
  shortlisted: "neutral",
  contacted: "accent",
  negotiating: "warning",
  booked: "success",
  declined: "destructive",
} as const satisfies Record<TListMemberStatus, "neutral" | "accent" | "warning" | "success" | "destructive">;

export function StatusBadge({ status }: { status: TListMemberStatus }) {
  const { t } = useTranslation("lists");
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

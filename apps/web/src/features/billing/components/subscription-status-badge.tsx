import type { TSubscriptionStatus } from "@radar/contract/subscriptions";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANTS = {
  active: "success",
  cancelled: "warning",
  pending: "neutral",
  expired: "neutral",
  replaced: "neutral",
} as const satisfies Record<TSubscriptionStatus, "success" | "warning" | "neutral">;

export function SubscriptionStatusBadge({ status }: { status: TSubscriptionStatus }) {
  const { t } = useTranslation("billing");
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}

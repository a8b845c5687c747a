import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";

export function NoSubscriptionBanner() {
  const { t } = useTranslation("pages");
  return (
    <Alert variant="warning">
      <TriangleAlert />
      <div className="grid gap-1">
        <p className="font-semibold">{t("subscriptions.noSubscriptionTitle")}</p>
        <p>{t("subscriptions.noSubscriptionDescription")}</p>
      </div>
    </Alert>
  );
}

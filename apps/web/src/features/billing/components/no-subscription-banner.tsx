import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";

export function NoSubscriptionBanner() {
  const { t } = useTranslation("billing");
  return (
    <Alert variant="warning">
      <TriangleAlert />
      <div className="grid gap-1">
        <p className="font-semibold">{t("noSubscription.title")}</p>
        <p>{t("noSubscription.description")}</p>
      </div>
    </Alert>
  );
}

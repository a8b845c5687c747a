import type { TSubscription } from "@radar/contract/subscriptions";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useWithdrawPlanChange } from "../api/confirm-plan-change";
import { usePlanName } from "./plan-name";

type NextPlanNoticeProps = {
  subscription: TSubscription;
  onSubscriptionChange: (subscription: TSubscription) => void;
};

/** A confirmed plan change waiting for the next payment, with the way to take it back. */
export function NextPlanNotice({ subscription, onSubscriptionChange }: NextPlanNoticeProps) {
  const { t } = useTranslation("billing");
  const planName = usePlanName();
  const withdraw = useWithdrawPlanChange({ onChanged: onSubscriptionChange });
  if (!subscription.next_plan) return null;

  const confirm = () =>
    withdraw.mutate(subscription.id, {
      onSuccess: () => toast.success(t("toasts.changeWithdrawn")),
      onError: (error) => toast.error(t("toasts.withdrawFailed"), { description: translateMessage(error.message) }),
    });

  return (
    <Alert>
      <Info />
      <div className="flex flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>{t("summary.nextPlanNotice", { plan: planName(subscription.next_plan) })}</p>
        <Button size="sm" variant="outline" className="bg-background" onClick={confirm} disabled={withdraw.isPending}>
          {withdraw.isPending ? <Spinner /> : null}
          {t("summary.withdrawChange")}
        </Button>
      </div>
    </Alert>
  );
}

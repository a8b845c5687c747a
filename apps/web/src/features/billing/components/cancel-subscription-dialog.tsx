import type { TSubscription } from "@radar/contract/subscriptions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { translateMessage, useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelSubscription } from "../api/cancel-subscription";

type CancelSubscriptionDialogProps = {
  subscription: TSubscription;
  onCancelled: (subscription: TSubscription) => void;
};

/** SPEC §2: cancelling an active subscription asks first; access lasts until the end date. */
export function CancelSubscriptionDialog({ subscription, onCancelled }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation("billing");
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription({ onCancelled });

  const confirm = () =>
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        toast.success(t("toasts.cancelled"));
        setOpen(false);
      },
      onError: (error) => toast.error(t("toasts.cancelFailed"), { description: translateMessage(error.message) }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:bg-destructive-soft hover:text-destructive">
          {t("card.cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("cancelDialog.title")}</DialogTitle>
          <DialogDescription>
            {t("cancelDialog.description", { date: formatDate(subscription.end_date, language) || t("summary.none") })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t("cancelDialog.keep")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner className="text-white" /> : null}
            {t("cancelDialog.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

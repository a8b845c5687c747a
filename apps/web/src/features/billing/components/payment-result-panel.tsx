import type { TDeclineReason, TPaymentStatusResult } from "@radar/contract/billing";
import { CircleCheck, CircleX, Clock, RefreshCw, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { usePaymentStatus } from "../api/get-payment-status";

type PaymentResultPanelProps = {
  checkoutId: string;
  resourcePath?: string | undefined;
  /** The payment succeeded: whoever shows credits must load them again. */
  onSucceeded?: () => void;
};

type Tone = "success" | "failure" | "pending";

const TONES: Record<Tone, { icon: ReactNode; className: string }> = {
  success: { icon: <CircleCheck />, className: "bg-success-soft text-success" },
  failure: { icon: <CircleX />, className: "bg-destructive-soft text-destructive" },
  pending: { icon: <Clock />, className: "bg-warning-soft text-warning-soft-foreground" },
};

function Outcome({ tone, title, children }: { tone: Tone; title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 text-center" role={tone === "failure" ? "alert" : "status"}>
      <span className={cn("grid size-14 place-items-center rounded-full [&_svg]:size-7", TONES[tone].className)}>{TONES[tone].icon}</span>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </div>
  );
}

/** A declined payment's next step in the reader's language; otherwise the server's message, translated if known. */
function useFailureText() {
  const { t } = useTranslation("billing");
  const tm = useTranslateMessage();
  return (result: TPaymentStatusResult | undefined): string => {
    const reason: TDeclineReason | null | undefined = result?.decline_reason;
    if (reason) return t(`result.declines.${reason}`);
    return tm(result?.message) ?? t("result.failedDefault");
  };
}

/** Toasts once per checkout and outcome, however often the panel re-renders (SPEC §8 messages). */
function useOutcomeToast(checkoutId: string, result: TPaymentStatusResult | undefined, verifyFailed: boolean, onSucceeded?: () => void) {
  const { t } = useTranslation("billing");
  const failureText = useFailureText();
  const outcome = verifyFailed ? "error" : result?.status;
  const message = result?.message;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per outcome; t, tm and the callback may change identity on every render.
  useEffect(() => {
    if (outcome === "error") {
      toast.error(t("result.verifyErrorTitle"), { id: `payment-${checkoutId}`, description: t("result.verifyErrorDescription") });
    } else if (outcome === "succeeded") {
      toast.success(t("toasts.created"), { id: `payment-${checkoutId}` });
      onSucceeded?.();
    } else if (outcome === "failed" || outcome === "expired") {
      const title = result?.decline_reason ? t("result.declinedTitle") : t("result.failedTitle");
      toast.error(title, { id: `payment-${checkoutId}`, description: failureText(result) });
    }
  }, [checkoutId, outcome, message]);
}

/** SPEC §2 Payment result: verifies the checkout with the server and shows the outcome. */
export function PaymentResultPanel({ checkoutId, resourcePath, onSucceeded }: PaymentResultPanelProps) {
  const { t } = useTranslation("billing");
  const failureText = useFailureText();
  const status = usePaymentStatus({ checkoutId, resourcePath });
  const result = status.data;
  useOutcomeToast(checkoutId, result, status.isError, onSucceeded);

  const dashboard = (
    <Button asChild size="lg" className="w-full sm:w-auto">
      <Link to={paths.dashboard.path}>{t("result.toDashboard")}</Link>
    </Button>
  );

  if (status.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-5" label={t("result.verifying")} />
      </div>
    );
  }

  if (status.isError || !result) {
    return (
      <div className="grid gap-6">
        <Outcome tone="failure" title={t("result.verifyErrorTitle")}>
          <p className="max-w-sm text-sm leading-6 text-muted-foreground">{t("result.verifyErrorDescription")}</p>
        </Outcome>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button variant="outline" size="lg" onClick={() => void status.refetch()}>
            <RefreshCw />
            {t("result.checkAgain")}
          </Button>
          {dashboard}
        </div>
      </div>
    );
  }

  if (result.payment_successful) {
    return (
      <div className="grid gap-6">
        <Outcome tone="success" title={t("result.successTitle")}>
          <p className="max-w-sm text-sm leading-6 text-muted-foreground">{t("result.successDescription")}</p>
        </Outcome>
        {result.transaction_id ? (
          <dl className="grid gap-1 rounded-xl bg-surface px-4 py-3 text-center">
            <dt className="text-xs font-medium text-muted-foreground">{t("result.transactionId")}</dt>
            <dd className="font-mono text-sm break-all" dir="ltr" data-testid="transaction-id">
              {result.transaction_id}
            </dd>
          </dl>
        ) : null}
        <div className="flex justify-center">{dashboard}</div>
      </div>
    );
  }

  if (result.status === "pending") {
    return (
      <div className="grid gap-6">
        <Outcome tone="pending" title={t("result.pendingTitle")}>
          <p className="max-w-sm text-sm leading-6 text-muted-foreground">{t("result.pendingDescription")}</p>
        </Outcome>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button variant="outline" size="lg" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching ? <Spinner /> : <RefreshCw />}
            {t("result.checkAgain")}
          </Button>
          {dashboard}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <Outcome tone="failure" title={result.decline_reason ? t("result.declinedTitle") : t("result.failedTitle")}>
        <p className="max-w-sm text-sm leading-6 text-muted-foreground" data-testid="payment-failure-text">
          {result.status === "expired" ? t("result.expiredDescription") : failureText(result)}
        </p>
      </Outcome>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.subscriptions.path}>
            <RotateCcw />
            {t("result.tryAgain")}
          </Link>
        </Button>
        {dashboard}
      </div>
    </div>
  );
}

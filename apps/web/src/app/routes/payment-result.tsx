import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * Card payments arrive with the billing issue. Until then no checkout can start, so a result page
 * can only say so; without a payment id it goes to the plans, as SPEC §2 asks.
 */
function usePaymentId(): string | null {
  const [params] = useSearchParams();
  return params.get("id") ?? params.get("checkout_id");
}

/** /payment-result, inside the app (needs login, no subscription). */
export function PaymentResultPage() {
  if (!usePaymentId()) return <Navigate to={paths.subscriptions.path} replace />;
  return <PlaceholderPage page="paymentResult" icon={ReceiptText} />;
}

/** /payment/result, where the payment widget returns; public and without a subscription check. */
export function PaymentCallbackPage() {
  const { t } = useTranslation("pages");
  if (!usePaymentId()) return <Navigate to={paths.subscriptions.path} replace />;
  return (
    <AuthLayout icon={<ReceiptText />} title={t("paymentResult.title")} description={t("paymentResult.emptyDescription")}>
      <title>{`${t("paymentResult.title")} · ${t("common:brand.name")}`}</title>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard.path}>{t("common:actions.goToDashboard")}</Link>
      </Button>
    </AuthLayout>
  );
}

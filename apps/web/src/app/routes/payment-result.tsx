import { ReceiptText } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardBody } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { PaymentResultPanel } from "@/features/billing/components/payment-result-panel";
import { toast } from "@/lib/toast";
import { useCurrentSubscriptionCache } from "../hooks/use-current-subscription-cache";

/** SPEC §8: without a checkout id there is nothing to verify — back to the plans, with 'Missing checkout ID'. */
function MissingCheckoutId() {
  const { t } = useTranslation("billing");
  useEffect(() => {
    toast.error(t("result.missingId"), { id: "missing-checkout-id" });
  }, [t]);
  return <Navigate to={paths.subscriptions.path} replace />;
}

function useTitle() {
  const { t } = useTranslation("billing");
  return `${t("result.title")} · ${t("common:brand.name")}`;
}

/** /payment-result inside the app (login, no subscription): where the wizard goes, with checkout_id and resourcePath. */
export function PaymentResultPage() {
  const { t } = useTranslation("billing");
  const title = useTitle();
  const [params] = useSearchParams();
  const cache = useCurrentSubscriptionCache();
  const checkoutId = params.get("checkout_id") ?? params.get("id");
  if (!checkoutId) return <MissingCheckoutId />;
  return (
    <div className="grid gap-6">
      <title>{title}</title>
      <PageHeader title={t("result.title")} description={t("result.description")} />
      <Card className="mx-auto w-full max-w-xl">
        <CardBody className="py-8 sm:px-10">
          <PaymentResultPanel
            checkoutId={checkoutId}
            resourcePath={params.get("resourcePath") ?? undefined}
            onSucceeded={() => void cache.invalidate()}
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** /payment/result, the payment widget's return address (`id`, `resourcePath`); public, no subscription check. */
export function PaymentCallbackPage() {
  const { t } = useTranslation("billing");
  const title = useTitle();
  const [params] = useSearchParams();
  const cache = useCurrentSubscriptionCache();
  const checkoutId = params.get("id") ?? params.get("checkout_id");
  if (!checkoutId) return <MissingCheckoutId />;
  return (
    <AuthLayout icon={<ReceiptText />} title={t("result.title")} description={t("result.description")} width="md">
      <title>{title}</title>
      <PaymentResultPanel
        checkoutId={checkoutId}
        resourcePath={params.get("resourcePath") ?? undefined}
        onSucceeded={() => void cache.invalidate()}
      />
    </AuthLayout>
  );
}

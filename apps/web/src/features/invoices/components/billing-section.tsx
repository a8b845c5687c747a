import { useTranslation } from "react-i18next";
import { Card, CardBody } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBillingDetails } from "../api/billing-details";
import { BillingDetailsForm } from "./billing-details-form";
import { InvoiceList } from "./invoice-list";

/**
 * Settings → Billing: who the invoices are made out to, and the invoices. Billing is the workspace
 * owner's (the API refuses anyone else), so other members are told whom to ask instead of meeting
 * a refusal.
 */
export function BillingSection({ canManage = true }: { canManage?: boolean }) {
  const { t } = useTranslation("settings");
  if (!canManage)
    return (
      <section id="billing" aria-labelledby="billing-heading" className="grid gap-6 scroll-mt-20">
        <h2 id="billing-heading" className="text-lg font-semibold">
          {t("invoices.heading")}
        </h2>
        <Card>
          <CardBody>
            <p className="text-sm text-muted-foreground">{t("invoices.ownerOnly")}</p>
          </CardBody>
        </Card>
      </section>
    );
  return <OwnerBilling />;
}

function OwnerBilling() {
  const { t } = useTranslation("settings");
  const details = useBillingDetails();
  return (
    <section id="billing" aria-labelledby="billing-heading" className="grid gap-6 scroll-mt-20">
      <h2 id="billing-heading" className="text-lg font-semibold">
        {t("invoices.heading")}
      </h2>
      {details.isPending ? (
        <Card>
          <CardBody className="flex justify-center py-10">
            <Spinner className="size-5" label={t("common:loading")} />
          </CardBody>
        </Card>
      ) : details.isError ? null : (
        <BillingDetailsForm details={details.data.details} />
      )}
      <InvoiceList />
    </section>
  );
}

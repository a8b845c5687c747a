import { zodResolver } from "@hookform/resolvers/zod";
import { BILLING_COUNTRIES } from "@radar/contract/billing";
import { type TBillingDetails, type TBillingDetailsInput, ZBillingDetailsInputSchema } from "@radar/contract/invoices";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { translateMessage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useSaveBillingDetails } from "../api/billing-details";

const FIELDS = ["legal_name", "street", "city", "postal_code", "country", "vat_number", "cr_number"] as const;
type FormValues = z.input<typeof ZBillingDetailsInputSchema>;
type SavedValues = z.output<typeof ZBillingDetailsInputSchema>;

const toForm = (details: TBillingDetails | null): FormValues => ({
  legal_name: details?.legal_name ?? "",
  street: details?.street ?? "",
  city: details?.city ?? "",
  postal_code: details?.postal_code ?? "",
  country: details?.country ?? "SA",
  vat_number: details?.vat_number ?? "",
  cr_number: details?.cr_number ?? "",
});

/** The buyer printed on the next invoices: a VAT number makes them tax invoices, none simplified ones. */
export function BillingDetailsForm({ details }: { details: TBillingDetails | null }) {
  const { t } = useTranslation("settings");
  const tm = useTranslateMessage();
  const save = useSaveBillingDetails();
  const form = useForm<FormValues, unknown, SavedValues>({
    resolver: zodResolver(ZBillingDetailsInputSchema),
    defaultValues: toForm(details),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body: TBillingDetailsInput = values;
      const saved = await save.mutateAsync(body);
      form.reset(toForm(saved));
      toast.success(t("invoices.details.saved"));
    } catch (error) {
      if (applyServerFieldErrors(error, FIELDS, form.setError) > 0) return;
      toast.error(t("invoices.details.saveFailed"), { description: error instanceof Error ? translateMessage(error.message) : undefined });
    }
  });

  const field = (
    name: (typeof FIELDS)[number],
    options: { autoComplete?: string; ltr?: boolean; hint?: string; inputMode?: "numeric" } = {},
  ) => (
    <Field id={`billing-details-${name}`} label={t(`invoices.details.${name}`)} error={tm(errors[name]?.message)} hint={options.hint}>
      <Input
        {...form.register(name)}
        {...fieldControlProps(`billing-details-${name}`, errors[name]?.message)}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        dir={options.ltr ? "ltr" : undefined}
      />
    </Field>
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t("invoices.details.title")}</CardTitle>
          <CardDescription>{t("invoices.details.description")}</CardDescription>
        </CardHeader>
        <CardBody className="grid gap-5">
          {field("legal_name", { autoComplete: "organization" })}
          {field("street", { autoComplete: "street-address" })}
          <div className="grid gap-5 sm:grid-cols-3">
            {field("city", { autoComplete: "address-level2" })}
            {field("postal_code", { autoComplete: "postal-code", ltr: true, inputMode: "numeric" })}
            <Field id="billing-details-country" label={t("invoices.details.country")} error={tm(errors.country?.message)}>
              <NativeSelect
                {...form.register("country")}
                {...fieldControlProps("billing-details-country", errors.country?.message)}
                autoComplete="country"
              >
                {BILLING_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`billing:countries.${code}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {field("vat_number", { ltr: true, inputMode: "numeric", hint: t("invoices.details.vatHint") })}
            {field("cr_number", { ltr: true, inputMode: "numeric", hint: t("invoices.details.crHint") })}
          </div>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
            {isSubmitting ? t("invoices.details.saving") : t("invoices.details.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

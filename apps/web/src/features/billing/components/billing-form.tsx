import { zodResolver } from "@hookform/resolvers/zod";
import { BILLING_COUNTRIES, DEFAULT_BILLING_COUNTRY, type TBillingDetails, ZBillingDetailsSchema } from "@radar/contract/billing";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { firstFieldErrors } from "@/lib/form-errors";
import { useTranslateMessage } from "@/lib/i18n";

const FIELDS = ["email", "first_name", "last_name", "street", "city", "state", "country", "postcode"] as const;
type BillingField = (typeof FIELDS)[number];

export type BillingDefaults = Partial<Record<BillingField, string>>;

type BillingFormProps = {
  defaultValues: BillingDefaults;
  /** Prepares the checkout; a rejection with a `400 {"customer_data.city": [...]}` body marks those fields. */
  onSubmit: (values: TBillingDetails) => Promise<unknown>;
  onBack: () => void;
};

/** SPEC §5 Billing form: the contract's schema, its English messages translated for display. */
export function BillingForm({ defaultValues, onSubmit, onBack }: BillingFormProps) {
  const { t } = useTranslation("billing");
  const tm = useTranslateMessage();
  const form = useForm({
    resolver: zodResolver(ZBillingDetailsSchema),
    defaultValues: {
      email: "",
      first_name: "",
      last_name: "",
      street: "",
      city: "",
      state: "",
      postcode: "",
      ...defaultValues,
      country: defaultValues.country ?? DEFAULT_BILLING_COUNTRY,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The server names fields as "customer_data.city"; put each first message under its field.
      const messages = firstFieldErrors(error);
      let first = true;
      for (const field of FIELDS) {
        const message = messages[`customer_data.${field}`];
        if (!message) continue;
        form.setError(field, { type: "server", message }, { shouldFocus: first });
        first = false;
      }
    }
  });

  const field = (
    name: BillingField,
    label: string,
    autoComplete: string,
    extra: { dir?: "ltr"; type?: string; className?: string } = {},
  ) => (
    <Field id={`billing-${name}`} label={label} error={tm(errors[name]?.message)} className={extra.className}>
      <Input
        {...form.register(name)}
        {...fieldControlProps(`billing-${name}`, errors[name]?.message)}
        autoComplete={autoComplete}
        type={extra.type ?? "text"}
        dir={extra.dir}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("email", t("billing.email"), "email", { type: "email", dir: "ltr", className: "sm:col-span-2" })}
        {field("first_name", t("billing.firstName"), "billing given-name")}
        {field("last_name", t("billing.lastName"), "billing family-name")}
        {field("street", t("billing.street"), "billing street-address", { className: "sm:col-span-2" })}
        {field("city", t("billing.city"), "billing address-level2")}
        {field("state", t("billing.state"), "billing address-level1")}
        <Field id="billing-country" label={t("billing.country")} error={tm(errors.country?.message)}>
          <NativeSelect
            {...form.register("country")}
            {...fieldControlProps("billing-country", errors.country?.message)}
            autoComplete="billing country"
          >
            {BILLING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {field("postcode", t("billing.postcode"), "billing postal-code")}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
          {t("checkout.back")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
          {isSubmitting ? t("billing.preparing") : t("billing.continue")}
        </Button>
      </DialogFooter>
    </form>
  );
}

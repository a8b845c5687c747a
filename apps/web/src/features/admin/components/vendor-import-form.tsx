import { zodResolver } from "@hookform/resolvers/zod";
import type { TPlatform } from "@radar/contract/constants";
import { type TSourceStatus, type TVendorImportRequest, VENDOR_IMPORT_MAX_PAGES, VENDOR_SOURCE_IDS } from "@radar/contract/sources";
import { Download } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { numberLocale } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useStartVendorImport } from "../api/start-vendor-import";
import { adminErrorText } from "../utils/admin-error";
import {
  DEFAULT_IMPORT_VALUES,
  IMPORT_COUNTRIES,
  toVendorImportRequest,
  type VendorImportFormValues,
  ZVendorImportFormSchema,
} from "../utils/vendor-import-form";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Issue 13: import pages of a vendor's discovery search into the index (HypeAuditor or Modash,
 * a platform the vendor covers, 1–50 pages, optional filters). It spends the vendor's credits, so
 * it is confirmed first.
 */
export function VendorImportForm({ sources }: { sources: TSourceStatus[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const start = useStartVendorImport();
  const [pending, setPending] = useState<TVendorImportRequest | null>(null);
  const form = useForm<VendorImportFormValues>({ defaultValues: DEFAULT_IMPORT_VALUES, resolver: zodResolver(ZVendorImportFormSchema) });
  const errors = form.formState.errors;
  const error = (field: keyof VendorImportFormValues) => {
    const message = errors[field]?.message;
    return message ? t(message, { max: VENDOR_IMPORT_MAX_PAGES }) : undefined;
  };

  const vendors = VENDOR_SOURCE_IDS.map((id) => sources.find((source) => source.id === id)).filter((source) => source !== undefined);
  const sourceId = form.watch("source");
  const covered: readonly TPlatform[] = sources.find((source) => source.id === sourceId)?.platforms ?? [];
  const countryName = new Intl.DisplayNames([numberLocale(language)], { type: "region" });
  const sourceLabel = (id: string) => t(`common:provenance.sources.${id}`);

  const onSubmit = form.handleSubmit((values) => setPending(toVendorImportRequest(values)));

  function confirm() {
    if (!pending) return;
    start.mutate(pending, {
      onSuccess: () => {
        toast.success(t("sources.import.started"));
        setPending(null);
      },
      onError: (failure) => {
        toast.error(t("sources.import.startFailed"), { description: adminErrorText(failure) ?? t("toasts.unknownError") });
        setPending(null);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("sources.import.title")}>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field id="import-source" label={t("sources.import.source")}>
          <NativeSelect
            id="import-source"
            {...form.register("source", {
              onChange: (event: { target: { value: string } }) => {
                const platforms = sources.find((source) => source.id === event.target.value)?.platforms ?? [];
                const platform = form.getValues("platform");
                if (platform === "" || !platforms.includes(platform)) form.setValue("platform", platforms[0] ?? "");
              },
            })}
          >
            {vendors.map((source) => (
              <option key={source.id} value={source.id} disabled={source.mode === "off"}>
                {sourceLabel(source.id)}
                {source.mode === "off" ? ` (${t("sources.modes.off")})` : ""}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="import-platform" label={t("sources.import.platform")} error={error("platform")}>
          <NativeSelect {...fieldControlProps("import-platform", error("platform"))} {...form.register("platform")}>
            {covered.map((platform) => (
              <option key={platform} value={platform}>
                {t(`sources.platforms.${platform}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="import-pages"
          label={t("sources.import.pages")}
          error={error("pages")}
          hint={t("sources.import.pagesHint", { count: VENDOR_IMPORT_MAX_PAGES, max: VENDOR_IMPORT_MAX_PAGES })}
        >
          <Input
            {...fieldControlProps("import-pages", error("pages"))}
            {...form.register("pages")}
            type="number"
            inputMode="numeric"
            min={1}
            max={VENDOR_IMPORT_MAX_PAGES}
            dir="ltr"
          />
        </Field>
      </div>

      <fieldset className="grid gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-medium">{t("sources.import.filters")}</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <Field id="import-followers-from" label={t("sources.import.followersFrom")} error={error("followersFrom")}>
            <Input
              {...fieldControlProps("import-followers-from", error("followersFrom"))}
              {...form.register("followersFrom")}
              inputMode="numeric"
              placeholder="10000"
              dir="ltr"
            />
          </Field>
          <Field id="import-followers-to" label={t("sources.import.followersTo")} error={error("followersTo")}>
            <Input
              {...fieldControlProps("import-followers-to", error("followersTo"))}
              {...form.register("followersTo")}
              inputMode="numeric"
              placeholder="500000"
              dir="ltr"
            />
          </Field>
          <Field id="import-er" label={t("sources.import.erFrom")} error={error("erFrom")}>
            <Input
              {...fieldControlProps("import-er", error("erFrom"))}
              {...form.register("erFrom")}
              inputMode="decimal"
              placeholder="2.5"
              dir="ltr"
            />
          </Field>
          <Field id="import-country" label={t("sources.import.country")} error={error("country")}>
            <NativeSelect {...fieldControlProps("import-country", error("country"))} {...form.register("country")}>
              <option value="">{t("sources.import.anyCountry")}</option>
              {IMPORT_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName.of(code) ?? code}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="import-keywords" label={t("sources.import.keywords")} error={error("keywords")} className="sm:col-span-2">
            <Input
              {...fieldControlProps("import-keywords", error("keywords"))}
              {...form.register("keywords")}
              maxLength={100}
              dir="auto"
              placeholder={t("sources.import.keywordsPlaceholder")}
            />
          </Field>
        </div>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="verifiedOnly"
            render={({ field }) => (
              <Checkbox id="import-verified" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            )}
          />
          <Label htmlFor="import-verified">{t("sources.import.verifiedOnly")}</Label>
        </div>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={start.isPending}>
          <Download />
          {start.isPending ? t("sources.import.starting") : t("sources.import.start")}
        </Button>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t("sources.import.confirmTitle")}
        description={
          pending
            ? t("sources.import.confirmDescription", {
                count: pending.pages,
                pages: pending.pages,
                source: sourceLabel(pending.source),
                platform: t(`sources.platforms.${pending.platform}`),
              })
            : ""
        }
        confirmLabel={t("sources.import.start")}
        onConfirm={confirm}
        busy={start.isPending}
        tone="primary"
      />
    </form>
  );
}

import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_DURATIONS,
  type TCampaignRequest,
  type TCreateCampaignRequest,
  ZCreateCampaignRequestSchema,
} from "@radar/contract/requests";
import { CAMPAIGN_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useCreateRequest } from "../api/create-request";
import { requestErrorText } from "../utils/request-error";
import { useValidationMessage } from "../utils/validation-message";
import { RequestFormDialog } from "./request-form-dialog";

type FormValues = {
  title: string;
  description: string;
  budget: string;
  influencer_count: string;
  category: string;
  duration: string;
  requirements: string;
};

const EMPTY: FormValues = { title: "", description: "", budget: "", influencer_count: "", category: "", duration: "", requirements: "" };
const REQUIRED = ["title", "description", "budget", "influencer_count", "category"] as const;

/**
 * SPEC §2 campaign request dialog. Submit stays disabled until the five required fields are filled;
 * the contract's schema then checks them (budget a decimal in SAR, influencer count a whole number).
 * Success closes and resets the form; a failure keeps it open (SPEC §4).
 */
export function CampaignRequestDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation("requests");
  const translate = useValidationMessage();
  const [open, setOpen] = useState(false);
  const create = useCreateRequest<TCreateCampaignRequest, TCampaignRequest>(CAMPAIGN_REQUEST_KIND);
  const form = useForm<FormValues>({ defaultValues: EMPTY });
  const values = form.watch();
  const complete = REQUIRED.every((field) => values[field].trim() !== "");
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((raw) => {
    const parsed = ZCreateCampaignRequestSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in EMPTY) form.setError(field as keyof FormValues, { message: issue.message });
      }
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("toasts.sent"));
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => toast.error(t("toasts.errorTitle"), { description: requestErrorText(error, t("toasts.campaignError")) }),
    });
  });

  const error = (field: keyof FormValues) => translate(errors[field]?.message);

  return (
    <RequestFormDialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      title={t("campaign.dialogTitle")}
      description={t("campaign.dialogDescription")}
      onSubmit={onSubmit}
      canSubmit={complete}
      pending={create.isPending}
    >
      <fieldset disabled={create.isPending} className="grid gap-4">
        <Field id="campaign-title" label={`${t("campaign.fields.title")} *`} error={error("title")}>
          <Input {...fieldControlProps("campaign-title", error("title"))} {...form.register("title")} maxLength={200} dir="auto" />
        </Field>
        <Field id="campaign-description" label={`${t("campaign.fields.description")} *`} error={error("description")}>
          <Textarea
            {...fieldControlProps("campaign-description", error("description"))}
            {...form.register("description")}
            rows={3}
            dir="auto"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="campaign-budget" label={`${t("campaign.fields.budget")} *`} error={error("budget")}>
            <div className="relative">
              <Input
                {...fieldControlProps("campaign-budget", error("budget"))}
                {...form.register("budget")}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                className="pe-14"
              />
              <span className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-xs font-medium text-muted-foreground">
                {t("campaign.currency")}
              </span>
            </div>
          </Field>
          <Field id="campaign-count" label={`${t("campaign.fields.influencerCount")} *`} error={error("influencer_count")}>
            <Input
              {...fieldControlProps("campaign-count", error("influencer_count"))}
              {...form.register("influencer_count")}
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="campaign-category" label={`${t("campaign.fields.category")} *`} error={error("category")}>
            <NativeSelect {...fieldControlProps("campaign-category", error("category"))} {...form.register("category")}>
              <option value="">{t("campaign.categoryPlaceholder")}</option>
              {CAMPAIGN_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="campaign-duration" label={t("campaign.fields.duration")} error={error("duration")}>
            <NativeSelect {...fieldControlProps("campaign-duration", error("duration"))} {...form.register("duration")}>
              <option value="">{t("campaign.durationPlaceholder")}</option>
              {CAMPAIGN_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {t(`durations.${duration}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field id="campaign-requirements" label={t("campaign.fields.requirements")} error={error("requirements")}>
          <Textarea
            {...fieldControlProps("campaign-requirements", error("requirements"))}
            {...form.register("requirements")}
            dir="auto"
            rows={2}
          />
        </Field>
      </fieldset>
    </RequestFormDialog>
  );
}

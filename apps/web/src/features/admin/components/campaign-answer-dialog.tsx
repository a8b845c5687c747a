import {
  CAMPAIGN_ADMIN_STATUSES,
  REQUEST_PRIORITIES,
  type TCampaignRequest,
  ZAdminUpdateCampaignRequestSchema,
} from "@radar/contract/requests";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAnswerCampaignRequest } from "../api/admin-requests";
import { useAdminMessage } from "../utils/admin-messages";
import { AdminMoney } from "./admin-money";
import {
  AnswerFormFrame,
  AnswerStatusField,
  answerDialogOf,
  CustomerAndStatus,
  startingStatus,
  TextDetail,
  useAnswerSubmit,
} from "./answer-form";
import { Detail, DetailList } from "./detail-list";

type FormValues = { status: string; priority: string; cost_estimate: string; admin_notes: string };

/** SPEC §2 admin view dialog for a campaign request: status (required before saving), notes, cost estimate in SAR, priority. */
function CampaignAnswerForm({ request, onDone }: { request: TCampaignRequest; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("requests");
  const language = useLanguage();
  const translate = useAdminMessage();
  const answer = useAnswerCampaignRequest();
  const form = useForm<FormValues>({
    defaultValues: {
      status: startingStatus(CAMPAIGN_ADMIN_STATUSES, request.status),
      priority: request.priority,
      cost_estimate: request.cost_estimate === null ? "" : String(request.cost_estimate),
      admin_notes: request.admin_notes ?? "",
    },
  });
  const errors = form.formState.errors;
  const error = (field: keyof FormValues) => translate(errors[field]?.message);
  const estimate = form.watch("cost_estimate");
  const estimateNumber = estimate.trim() === "" ? null : Number(estimate);

  const onSubmit = useAnswerSubmit(
    form,
    ZAdminUpdateCampaignRequestSchema,
    (body, callbacks) => answer.mutate({ id: request.id, ...body }, callbacks),
    onDone,
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle dir="auto">{request.title}</DialogTitle>
        <DialogDescription>{t("requests.campaignDialogDescription")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5">
        <DetailList>
          <CustomerAndStatus request={request} />
          <TextDetail label={tr("campaign.fields.description")} text={request.description} />
          <Detail label={tr("campaign.fields.category")}>{tr(`categories.${request.category}`)}</Detail>
          <Detail label={tr("campaign.fields.budget")}>
            <AdminMoney value={request.budget} />
          </Detail>
          <Detail label={tr("campaign.fields.influencerCount")}>{formatNumber(request.influencer_count, language)}</Detail>
          <Detail label={tr("campaign.fields.duration")}>{request.duration ? tr(`durations.${request.duration}`) : t("none")}</Detail>
          <TextDetail label={tr("campaign.fields.requirements")} text={request.requirements} />
          <Detail label={t("requests.columns.created")}>{formatDate(request.created_at, language)}</Detail>
        </DetailList>

        <AnswerFormFrame onSubmit={onSubmit} pending={answer.isPending} onCancel={onDone} fieldsClassName="grid gap-4 sm:grid-cols-2">
          <AnswerStatusField statuses={CAMPAIGN_ADMIN_STATUSES} error={error("status")} registration={form.register("status")} />
          <Field id="answer-priority" label={t("requests.fields.priority")}>
            <NativeSelect id="answer-priority" {...form.register("priority")}>
              {REQUEST_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {tr(`priorities.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="answer-cost"
            label={t("requests.fields.costEstimate")}
            error={error("cost_estimate")}
            hint={
              estimateNumber !== null && Number.isFinite(estimateNumber) && estimateNumber >= 0 ? (
                <AdminMoney value={estimateNumber} />
              ) : undefined
            }
            className="sm:col-span-2"
          >
            <Input
              {...fieldControlProps("answer-cost", error("cost_estimate"))}
              {...form.register("cost_estimate")}
              inputMode="decimal"
              dir="ltr"
              placeholder="0.00"
            />
          </Field>
          <Field id="answer-notes" label={t("requests.fields.adminNotes")} className="sm:col-span-2">
            <Textarea id="answer-notes" rows={4} {...form.register("admin_notes")} maxLength={5000} dir="auto" />
          </Field>
        </AnswerFormFrame>
      </div>
    </>
  );
}

export const CampaignAnswerDialog = answerDialogOf(CampaignAnswerForm);

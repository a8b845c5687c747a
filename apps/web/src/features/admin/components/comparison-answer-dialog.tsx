import { COMPARISON_ADMIN_STATUSES, type TComparisonRequest, ZAdminUpdateComparisonRequestSchema } from "@radar/contract/requests";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAnswerComparisonRequest } from "../api/admin-requests";
import { useAdminMessage } from "../utils/admin-messages";
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

type FormValues = { status: string; team_answer: string; results: string; admin_notes: string };

/**
 * SPEC §2 admin view dialog for a comparison request: status (required before saving), the team's answer
 * and results. The customer's own description is shown, never edited.
 */
function ComparisonAnswerForm({ request, onDone }: { request: TComparisonRequest; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("requests");
  const language = useLanguage();
  const translate = useAdminMessage();
  const answer = useAnswerComparisonRequest();
  const summary = request.results?.summary;
  const form = useForm<FormValues>({
    defaultValues: {
      status: startingStatus(COMPARISON_ADMIN_STATUSES, request.status),
      team_answer: request.team_answer ?? "",
      results: typeof summary === "string" ? summary : "",
      admin_notes: request.admin_notes ?? "",
    },
  });
  const error = (field: keyof FormValues) => translate(form.formState.errors[field]?.message);

  const onSubmit = useAnswerSubmit(
    form,
    ZAdminUpdateComparisonRequestSchema,
    (body, callbacks) => answer.mutate({ id: request.id, ...body }, callbacks),
    onDone,
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{tr("comparison.cardTitle", { count: request.profile_urls.length, number: request.profile_urls.length })}</DialogTitle>
        <DialogDescription>{t("requests.comparisonDialogDescription")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5">
        <DetailList>
          <CustomerAndStatus request={request} />
          <Detail label={tr("comparison.urlsLabel")}>
            <ol className="grid list-decimal gap-1 ps-5">
              {request.profile_urls.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer noopener" className="break-all text-primary hover:underline" dir="ltr">
                    {url}
                  </a>
                </li>
              ))}
            </ol>
          </Detail>
          <TextDetail label={t("requests.fields.customerDescription")} text={request.description} />
          <Detail label={t("requests.columns.created")}>{formatDate(request.created_at, language)}</Detail>
        </DetailList>

        <AnswerFormFrame onSubmit={onSubmit} pending={answer.isPending} onCancel={onDone} fieldsClassName="grid gap-4">
          <AnswerStatusField statuses={COMPARISON_ADMIN_STATUSES} error={error("status")} registration={form.register("status")} />
          <Field id="answer-team" label={t("requests.fields.teamAnswer")} hint={t("requests.fields.teamAnswerHint")}>
            <Textarea id="answer-team" rows={3} {...form.register("team_answer")} maxLength={5000} dir="auto" />
          </Field>
          <Field id="answer-results" label={t("requests.fields.results")} hint={t("requests.fields.resultsHint")}>
            <Textarea id="answer-results" rows={4} {...form.register("results")} maxLength={20000} dir="auto" />
          </Field>
          <Field id="answer-notes" label={t("requests.fields.adminNotes")}>
            <Textarea id="answer-notes" rows={3} {...form.register("admin_notes")} maxLength={5000} dir="auto" />
          </Field>
        </AnswerFormFrame>
      </div>
    </>
  );
}

export const ComparisonAnswerDialog = answerDialogOf(ComparisonAnswerForm);

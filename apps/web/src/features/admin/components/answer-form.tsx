import type { TRequestCustomer } from "@radar/contract/requests";
import { type ComponentType, Fragment, type ReactNode } from "react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ZodType } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/lib/toast";
import { adminErrorText } from "../utils/admin-error";
import { useAdminMessage } from "../utils/admin-messages";
import { Detail } from "./detail-list";
import { RequestStatusBadge } from "./status-badges";

/**
 * What the campaign and comparison answer dialogs share: the dialog around a form keyed by the
 * request (a new request starts a fresh form), the required status select, the footer, and the
 * submit that validates with the contract's schema and reports with the §8 admin toasts.
 */

type AnswerFormProps<T> = { request: T; onDone: () => void };

/** The view dialog of one kind of request, around that kind's answer form. */
export function answerDialogOf<T extends { id: number }>(AnswerForm: ComponentType<AnswerFormProps<T>>) {
  return function AnswerDialog({ request, onClose }: { request: T | null; onClose: () => void }) {
    return (
      <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent className="max-w-2xl">
          {request ? (
            <Fragment key={request.id}>
              <AnswerForm request={request} onDone={onClose} />
            </Fragment>
          ) : null}
        </DialogContent>
      </Dialog>
    );
  };
}

/** The status the form starts with: a status the admin cannot set (under review, approved, rejected) starts unchosen. */
export function startingStatus(adminStatuses: readonly string[], status: string): string {
  return adminStatuses.includes(status) ? status : "";
}

/** The first rows of every request's details: who sent it and where it stands. */
export function CustomerAndStatus({ request }: { request: { status: string; customer?: TRequestCustomer } }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <Detail label={t("requests.columns.customer")}>
        <span dir="auto">{request.customer?.name}</span> <span className="text-muted-foreground">· {request.customer?.email}</span>
      </Detail>
      <Detail label={t("requests.columns.status")}>
        <RequestStatusBadge status={request.status} />
      </Detail>
    </>
  );
}

export function AnswerStatusField({
  statuses,
  error,
  registration,
}: {
  statuses: readonly string[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("requests");
  return (
    <Field id="answer-status" label={`${t("requests.fields.status")} *`} error={error}>
      <NativeSelect {...fieldControlProps("answer-status", error)} {...registration}>
        <option value="">{t("requests.fields.statusPlaceholder")}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {tr(`statuses.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A request's free text (description, requirements) in its details; nothing when it is empty. */
export function TextDetail({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Detail label={label}>
      <span className="block whitespace-pre-line" dir="auto">
        {text}
      </span>
    </Detail>
  );
}

/** The answer form: its fields (disabled while saving) and the footer. */
export function AnswerFormFrame({
  onSubmit,
  pending,
  onCancel,
  fieldsClassName,
  children,
}: {
  onSubmit: () => void;
  pending: boolean;
  onCancel: () => void;
  fieldsClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("requests.answerForm")}>
      <fieldset disabled={pending} className={fieldsClassName}>
        {children}
      </fieldset>
      <AnswerFormFooter pending={pending} onCancel={onCancel} />
    </form>
  );
}

function AnswerFormFooter({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <DialogFooter className="mt-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t("actions.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t("actions.saving") : t("actions.save")}
      </Button>
    </DialogFooter>
  );
}

type Callbacks = { onSuccess: () => void; onError: (failure: unknown) => void };

/** The form's submit: schema errors go to their fields; the answer is sent, then a toast and `onDone`. */
export function useAnswerSubmit<V extends FieldValues, B>(
  form: UseFormReturn<V>,
  schema: ZodType<B>,
  send: (body: B, callbacks: Callbacks) => void,
  onDone: () => void,
) {
  const { t } = useTranslation("admin");
  const translate = useAdminMessage();
  return form.handleSubmit((values) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in values) form.setError(field as Path<V>, { message: issue.message });
      }
      return;
    }
    send(parsed.data, {
      onSuccess: () => {
        toast.success(t("requests.updated"));
        onDone();
      },
      onError: (failure) =>
        toast.error(t("toasts.updateDataFailed"), { description: translate(adminErrorText(failure)) ?? t("toasts.unknownError") }),
    });
  });
}

import { Fragment, type ReactNode } from "react";
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ZodType } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { adminErrorText } from "../utils/admin-error";
import { useAdminMessage } from "../utils/admin-messages";

/**
 * What the campaign and comparison answer dialogs share: the dialog around a form keyed by the
 * request (a new request starts a fresh form), the required status select, the footer, and the
 * submit that validates with the contract's schema and reports with the §8 admin toasts.
 */

export function AnswerDialog<T extends { id: number }>({
  request,
  onClose,
  children,
}: {
  request: T | null;
  onClose: () => void;
  children: (request: T) => ReactNode;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">{request ? <Fragment key={request.id}>{children(request)}</Fragment> : null}</DialogContent>
    </Dialog>
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

export function AnswerFormFooter({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
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

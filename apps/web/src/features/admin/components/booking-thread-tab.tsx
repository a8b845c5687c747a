import { type TBooking, ZSendBookingMessageSchema } from "@radar/contract/admin";
import { Mail, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useBookingMessages, useSendBookingMessage } from "../api/booking-messages";
import { adminErrorText } from "../utils/admin-error";
import { useAdminMessage } from "../utils/admin-messages";
import { formatBookingDate } from "../utils/booking-date";
import { PanelError, PanelLoading } from "./panel-states";

type FormValues = { subject: string; body: string };

/** The communication tab: e-mail the customer, and every message sent about this booking. */
export function BookingThreadTab({ booking }: { booking: TBooking }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const translate = useAdminMessage();
  const thread = useBookingMessages(booking.id);
  const send = useSendBookingMessage();
  const day = formatBookingDate(booking.date, language) ?? booking.date;
  const defaults = { subject: t("bookings.thread.defaultSubject", { date: day }), body: "" };
  const form = useForm<FormValues>({ defaultValues: defaults });
  const error = (field: keyof FormValues) => translate(form.formState.errors[field]?.message);

  const onSubmit = form.handleSubmit((values) => {
    const parsed = ZSendBookingMessageSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "subject" || field === "body") form.setError(field, { message: issue.message });
      }
      return;
    }
    send.mutate(
      { id: booking.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t("bookings.thread.sent"));
          form.reset(defaults);
        },
        onError: (failure) => toast.error(t("bookings.thread.sendFailed"), { description: translate(adminErrorText(failure)) }),
      },
    );
  });

  return (
    <div className="grid gap-5">
      <section aria-label={t("bookings.thread.title")} className="grid gap-3">
        {thread.isPending ? (
          <PanelLoading label={t("bookings.thread.loading")} />
        ) : thread.isError ? (
          <PanelError message={t("bookings.thread.loadFailed")} />
        ) : thread.data.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            {t("bookings.thread.empty")}
          </p>
        ) : (
          <ol className="grid max-h-72 gap-3 overflow-y-auto pe-1">
            {thread.data.map((message) => (
              <li key={message.id} className="grid gap-1 rounded-xl border bg-surface p-3" data-testid="booking-message">
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="flex items-center gap-1.5">
                    <Mail className="size-3.5" aria-hidden />
                    {t("bookings.thread.from", { name: message.author?.name ?? t("bookings.thread.formerAdmin"), to: message.to })}
                  </span>
                  <time dateTime={message.created_at}>{formatDate(message.created_at, language)}</time>
                </div>
                <p className="font-medium" dir="auto">
                  {message.subject}
                </p>
                <p className="whitespace-pre-line text-sm" dir="auto">
                  {message.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t pt-4" aria-label={t("bookings.thread.formLabel")}>
        <p className="text-sm text-muted-foreground">{t("bookings.thread.to", { email: booking.email })}</p>
        <fieldset disabled={send.isPending} className="grid gap-3">
          <Field id="thread-subject" label={t("bookings.thread.subject")} error={error("subject")}>
            <Input {...fieldControlProps("thread-subject", error("subject"))} {...form.register("subject")} maxLength={200} dir="auto" />
          </Field>
          <Field id="thread-body" label={t("bookings.thread.message")} error={error("body")}>
            <Textarea
              {...fieldControlProps("thread-body", error("body"))}
              {...form.register("body")}
              rows={4}
              maxLength={10000}
              dir="auto"
            />
          </Field>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending}>
            <Send className="rtl:-scale-x-100" aria-hidden />
            {send.isPending ? t("bookings.thread.sending") : t("bookings.thread.send")}
          </Button>
        </div>
      </form>
    </div>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_MESSAGE_MAX, type TContactTopic, ZContactMessageRequestSchema } from "@radar/contract/contact";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCurrentUser } from "@/lib/auth-storage";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { translateMessage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useSendContactMessage } from "../api/send-contact-message";

const FIELDS = ["name", "company", "email", "phone", "message"] as const;
type ContactField = (typeof FIELDS)[number];

type ContactDialogProps = { topic: TContactTopic; onClose: () => void };

/** Issue 14, item 7: the Custom card's "Contact us" and the Enterprise banner's "Contact sales". */
export function ContactDialog({ topic, onClose }: ContactDialogProps) {
  const { t } = useTranslation("billing");
  const tm = useTranslateMessage();
  const user = useCurrentUser();
  const send = useSendContactMessage();
  const form = useForm({
    resolver: zodResolver(ZContactMessageRequestSchema),
    defaultValues: {
      topic,
      name: [user?.first_name, user?.last_name].filter(Boolean).join(" "),
      company: "",
      email: user?.email ?? "",
      phone: "",
      message: "",
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    send.mutateAsync(values).catch((error: unknown) => {
      if (applyServerFieldErrors(error, FIELDS, form.setError) > 0) return;
      toast.error(t("contact.failed"), { description: translateMessage(error instanceof Error ? error.message : String(error)) });
    }),
  );

  const control = (name: ContactField) => ({
    ...form.register(name),
    ...fieldControlProps(`contact-${name}`, errors[name]?.message),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !send.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(`contact.titles.${topic}`)}</DialogTitle>
          <DialogDescription>{t(send.isSuccess ? "contact.sentDescription" : `contact.descriptions.${topic}`)}</DialogDescription>
        </DialogHeader>
        {send.isSuccess ? (
          <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
            <CircleCheck className="size-10 text-success" aria-hidden />
            <p className="font-semibold">{t("contact.sent")}</p>
            <DialogFooter className="w-full">
              <Button onClick={onClose}>{t("contact.close")}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="contact-name" label={t("contact.name")} error={tm(errors.name?.message)}>
                <Input {...control("name")} autoComplete="name" />
              </Field>
              <Field id="contact-company" label={t("contact.company")} error={tm(errors.company?.message)}>
                <Input {...control("company")} autoComplete="organization" />
              </Field>
              <Field id="contact-email" label={t("contact.email")} error={tm(errors.email?.message)}>
                <Input {...control("email")} type="email" dir="ltr" autoComplete="email" />
              </Field>
              <Field id="contact-phone" label={t("contact.phone")} hint={t("contact.optional")} error={tm(errors.phone?.message)}>
                <Input {...control("phone")} type="tel" dir="ltr" autoComplete="tel" />
              </Field>
              <Field id="contact-message" label={t("contact.message")} error={tm(errors.message?.message)} className="sm:col-span-2">
                <Textarea
                  {...control("message")}
                  rows={5}
                  maxLength={CONTACT_MESSAGE_MAX}
                  placeholder={t(`contact.placeholders.${topic}`)}
                />
              </Field>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={send.isPending}>
                {t("contact.cancel")}
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? <Spinner className="text-primary-foreground" /> : null}
                {t("contact.send")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

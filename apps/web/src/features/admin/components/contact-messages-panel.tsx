import { CONTACT_PAGE_SIZE, CONTACT_STATUS_FILTERS, type TContactMessage, type TContactStatusFilter } from "@radar/contract/contact";
import { Check, Mail, Phone, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { translateMessage, useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useContactMessages, useUpdateContactMessage } from "../api/contact-messages";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { TablePager } from "./table-pager";

function ContactMessageItem({ message }: { message: TContactMessage }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const update = useUpdateContactMessage();
  const handled = message.handled_at !== null;
  const toggle = () =>
    update.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () => toast.success(t(handled ? "contact.reopened" : "contact.markedHandled")),
        onError: (error) => toast.error(t("contact.updateFailed"), { description: translateMessage(error.message) }),
      },
    );

  return (
    <li className="grid gap-3 px-4 py-4" data-testid="admin-contact-message">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold" dir="auto">
              {message.company}
            </span>
            <Badge variant={message.topic === "enterprise" ? "accent" : "neutral"}>{t(`contact.topics.${message.topic}`)}</Badge>
            {handled ? <Badge variant="success">{t("contact.handled")}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            <span dir="auto">{message.name}</span> · {formatDateTime(message.created_at, language)}
          </p>
        </div>
        <Button size="sm" variant={handled ? "outline" : "primary"} onClick={toggle} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : handled ? <RotateCcw /> : <Check />}
          {t(handled ? "contact.reopen" : "contact.markHandled")}
        </Button>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm leading-6" dir="auto">
        {message.message}
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a className="inline-flex min-w-0 items-center gap-1.5 text-primary hover:underline" href={`mailto:${message.email}`}>
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="truncate" dir="ltr">
            {message.email}
          </span>
        </a>
        {message.phone ? (
          <a className="inline-flex items-center gap-1.5 text-primary hover:underline" href={`tel:${message.phone.replace(/[^+\d]/g, "")}`}>
            <Phone className="size-4 shrink-0" aria-hidden />
            <span dir="ltr">{message.phone}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Issue 14, item 7: contact requests from the plans page, open first; the admin marks them handled. */
export function ContactMessagesPanel() {
  const { t } = useTranslation("admin");
  const [status, setStatus] = useState<TContactStatusFilter>("open");
  const [offset, setOffset] = useState(0);
  const query = useContactMessages({ status, offset });
  const rows = query.data?.results ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("contact.intro")}</p>
        <div className="flex items-center gap-2">
          <Label htmlFor="contact-status" className="whitespace-nowrap text-muted-foreground">
            {t("filters.status")}
          </Label>
          <NativeSelect
            id="contact-status"
            className="h-9 min-w-36"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TContactStatusFilter);
              setOffset(0);
            }}
          >
            {CONTACT_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`contact.filters.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.isPending ? (
        <PanelLoading label={t("contact.loading")} />
      ) : query.isError ? (
        <PanelError message={t("contact.loadFailed")} />
      ) : rows.length === 0 ? (
        <PanelEmpty title={t("contact.empty")} />
      ) : (
        <ul className="divide-y">
          {rows.map((message) => (
            <ContactMessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      <TablePager offset={offset} pageSize={CONTACT_PAGE_SIZE} shown={rows.length} total={query.data?.count} onChange={setOffset} />
    </div>
  );
}

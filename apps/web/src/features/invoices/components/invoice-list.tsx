import type { TInvoice, TInvoiceFileFormat } from "@radar/contract/invoices";
import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatCurrency, formatDate } from "@/lib/format";
import { translateMessage, useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { downloadInvoice, useInvoices } from "../api/invoices";

/** The user's invoices and credit notes, newest first, each downloadable as PDF or UBL XML. */
export function InvoiceList() {
  const { t } = useTranslation("settings");
  const language = useLanguage();
  const invoices = useInvoices();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (invoice: TInvoice, format: TInvoiceFileFormat) => {
    setBusy(`${invoice.id}-${format}`);
    try {
      await downloadInvoice(invoice.id, invoice.number, format);
    } catch (error) {
      toast.error(t("invoices.list.downloadFailed"), { description: error instanceof Error ? translateMessage(error.message) : undefined });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("invoices.list.title")}</CardTitle>
        <CardDescription>{t("invoices.list.description")}</CardDescription>
      </CardHeader>
      <CardBody>
        {invoices.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-5" label={t("common:loading")} />
          </div>
        ) : invoices.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm">{t("invoices.list.loadFailed")}</p>
            <Button variant="outline" onClick={() => void invoices.refetch()}>
              {t("profile.retry")}
            </Button>
          </div>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("invoices.list.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("invoices.list.title")}>
            {invoices.data.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="invoice-row">
                <div className="flex min-w-0 items-start gap-3">
                  <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span dir="ltr">{invoice.number}</span>
                      <Badge variant={invoice.kind === "credit_note" ? "warning" : "neutral"}>{t(`invoices.kind.${invoice.kind}`)}</Badge>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDate(invoice.issued_at, language)}
                      {invoice.credited_invoice_number
                        ? ` · ${t("invoices.list.credits", { number: invoice.credited_invoice_number })}`
                        : ""}
                      {invoice.credit_note_number ? ` · ${t("invoices.list.creditedBy", { number: invoice.credit_note_number })}` : ""}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2 ms-auto">
                  <span
                    className="text-sm font-semibold tabular-nums"
                    title={t("invoices.list.vatIncluded", { vat: formatCurrency(invoice.vat_halalas / 100, language) })}
                  >
                    {formatCurrency(invoice.total_halalas / 100, language)}
                  </span>
                  {(["pdf", "xml"] as const).map((format) => (
                    <Button
                      key={format}
                      size="sm"
                      variant="outline"
                      onClick={() => void download(invoice, format)}
                      disabled={busy !== null}
                      aria-label={t(`invoices.list.download_${format}`, { number: invoice.number })}
                    >
                      {busy === `${invoice.id}-${format}` ? <Spinner /> : <Download aria-hidden />}
                      {format.toUpperCase()}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

import type { TLanguage } from "@radar/contract/constants";
import { sarFromHalalas } from "@radar/contract/invoices";
import { renderEmailHtml } from "../../core/mail/layout.ts";
import type { MailMessage } from "../../core/mail/mailer.ts";
import type { InvoiceRow } from "./invoice-queries.ts";

const COPY = {
  en: {
    subject: (kind: string, number: string) => `Your ${kind} ${number}`,
    kind: { simplified: "tax invoice", standard: "tax invoice", credit_note: "credit note" },
    heading: (kind: string) => `Your ${kind} is attached`,
    body: (number: string, total: string) => `Document ${number}, total SAR ${total} including 15% VAT, is attached as a PDF.`,
    where: "You can download it again, with its XML, from Settings → Billing.",
    action: "Open Settings",
    footer: "Keep this document for your records; your accountant may need it for VAT.",
  },
  ar: {
    subject: (kind: string, number: string) => `${kind} رقم ${number}`,
    kind: { simplified: "فاتورتك الضريبية", standard: "فاتورتك الضريبية", credit_note: "إشعارك الدائن" },
    heading: (kind: string) => `${kind} في المرفقات`,
    body: (number: string, total: string) =>
      `المستند رقم ${number} بإجمالي ${total} ريال سعودي شامل ضريبة القيمة المضافة 15٪ مرفق بصيغة PDF.`,
    where: "يمكنك تنزيله مرة أخرى مع ملف XML من الإعدادات ← الفوترة.",
    action: "فتح الإعدادات",
    footer: "احتفظ بهذا المستند في سجلاتك؛ قد يحتاجه محاسبك لأغراض ضريبة القيمة المضافة.",
  },
} as const;

export function invoiceMessage(
  invoice: InvoiceRow,
  recipient: { email: string; language: TLanguage },
  pdf: Buffer,
  settingsUrl: string,
): MailMessage {
  const copy = COPY[recipient.language];
  const kind = copy.kind[invoice.kind];
  const total = Number(sarFromHalalas(Number(invoice.total_halalas))).toLocaleString("en-US", { minimumFractionDigits: 2 });
  const paragraphs = [copy.body(invoice.number, total), copy.where];
  return {
    to: recipient.email,
    subject: copy.subject(kind, invoice.number),
    text: [copy.heading(kind), "", ...paragraphs, "", settingsUrl, "", copy.footer].join("\n"),
    html: renderEmailHtml({
      language: recipient.language,
      heading: copy.heading(kind),
      paragraphs,
      action: { label: copy.action, url: settingsUrl },
      footer: copy.footer,
    }),
    template: invoice.kind === "credit_note" ? "credit-note" : "tax-invoice",
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  };
}

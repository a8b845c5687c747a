import { sarFromHalalas } from "@radar/contract/invoices";
import QRCode from "qrcode";
import type { InvoiceParty } from "../../core/db/schema-invoices.ts";
import { PDF_PAGE, PdfCanvas } from "../reports/public.ts";
import type { InvoiceRow } from "./invoice-queries.ts";

/**
 * The invoice as a bilingual A4 page, English on the left and Arabic on the right, as Saudi tax
 * invoices are usually laid out: one document both a Saudi auditor and a foreign finance team read.
 * The page is drawn left to right; Arabic labels are right-aligned in their own column, and each is a
 * whole Arabic phrase, so the bidi algorithm orders it correctly inside a left-to-right page.
 */

const TITLES = {
  simplified: { en: "Simplified Tax Invoice", ar: "فاتورة ضريبية مبسطة" },
  standard: { en: "Tax Invoice", ar: "فاتورة ضريبية" },
  credit_note: { en: "Credit Note", ar: "إشعار دائن" },
} as const;

const L = {
  number: { en: "Invoice number", ar: "رقم الفاتورة" },
  noteNumber: { en: "Credit note number", ar: "رقم الإشعار الدائن" },
  issued: { en: "Issue date and time", ar: "تاريخ ووقت الإصدار" },
  credits: { en: "Credits invoice", ar: "الفاتورة المرجعية" },
  reason: { en: "Reason", ar: "السبب" },
  seller: { en: "Seller", ar: "البائع" },
  buyer: { en: "Buyer", ar: "المشتري" },
  vat: { en: "VAT number", ar: "الرقم الضريبي" },
  cr: { en: "CR number", ar: "السجل التجاري" },
  description: { en: "Description", ar: "الوصف" },
  quantity: { en: "Qty", ar: "الكمية" },
  unit: { en: "Unit price", ar: "سعر الوحدة" },
  vatAmount: { en: "VAT 15%", ar: "ضريبة القيمة المضافة" },
  lineTotal: { en: "Total", ar: "الإجمالي" },
  subtotal: { en: "Total excluding VAT", ar: "الإجمالي غير شامل ضريبة القيمة المضافة" },
  vatTotal: { en: "VAT (15%)", ar: "ضريبة القيمة المضافة" },
  total: { en: "Total including VAT", ar: "الإجمالي شامل ضريبة القيمة المضافة" },
  currency: { en: "Amounts in Saudi riyals (SAR)", ar: "المبالغ بالريال السعودي" },
  footer: {
    en: "Issued electronically; valid without signature or stamp.",
    ar: "صدرت إلكترونياً، وهي صالحة دون توقيع أو ختم.",
  },
} as const;

/**
 * An Arabic phrase held in a right-to-left embedding: the page is laid out left to right, and without
 * it the bidi algorithm would order the phrase's digits and trailing punctuation as in English.
 */
const rtl = (value: string) => `\u202b${value}\u202c`;

const COLOR = { ink: "#111827", muted: "#6b7280", rule: "#e5e7eb", band: "#f3f4f6", brand: "#4f46e5" };
const money = (halalas: number) =>
  Number(sarFromHalalas(halalas)).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2026-11-27 18:20 (Riyadh time), as the customer saw the payment. */
function riyadhTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Riyadh",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  /** The number of the invoice a credit note credits. */
  creditedNumber: string | null;
}

export async function renderInvoicePdf({ invoice, creditedNumber }: InvoicePdfInput): Promise<Buffer> {
  const pdf = new PdfCanvas("ltr");
  const width = pdf.contentWidth;
  const half = width / 2;
  let y = PDF_PAGE.margin;

  // Both languages on one row: English from the start edge, Arabic ending at the end edge.
  const pair = (label: { en: string; ar: string }, top: number, style: { size?: number; bold?: boolean; color?: string } = {}) => {
    pdf.text(label.en, { start: 0, width: half - 6, y: top, ...style });
    pdf.text(rtl(label.ar), { start: half + 6, width: half - 6, y: top, align: "end", ...style });
  };

  pdf.rect(0, y, width, 4, COLOR.brand);
  y += 16;
  const title = TITLES[invoice.kind];
  pair(title, y, { size: 18, bold: true, color: COLOR.ink });
  y += 30;
  pdf.text(invoice.seller.name, { start: 0, width: half, y, size: 10, color: COLOR.muted });
  pdf.text(rtl(invoice.seller.name_ar ?? invoice.seller.name), { start: half, width: half, y, size: 10, color: COLOR.muted, align: "end" });
  y += 24;

  // The facts, each with its English label, its value in the middle and its Arabic label.
  const qrSize = 112;
  const factsWidth = width - qrSize - 16;
  const fact = (label: { en: string; ar: string }, value: string) => {
    const third = factsWidth / 3;
    pdf.text(label.en, { start: 0, width: third, y, size: 9, color: COLOR.muted });
    pdf.text(value, { start: third, width: third, y, size: 10, bold: true, color: COLOR.ink, align: "center" });
    pdf.text(rtl(label.ar), { start: 2 * third, width: third, y, size: 9, color: COLOR.muted, align: "end" });
    pdf.line(0, y + 16, factsWidth, COLOR.rule);
    y += 22;
  };
  const qrTop = y;
  fact(invoice.kind === "credit_note" ? L.noteNumber : L.number, invoice.number);
  fact(L.issued, `${riyadhTime(invoice.issued_at)} (UTC+3)`);
  if (creditedNumber) fact(L.credits, creditedNumber);
  if (invoice.credit_reason) fact(L.reason, invoice.credit_reason);
  const qr = await QRCode.toBuffer(invoice.qr_payload, { errorCorrectionLevel: "M", margin: 1, width: 336 });
  pdf.doc.image(qr, pdf.x(width - qrSize, qrSize), qrTop, { width: qrSize, height: qrSize });
  y = Math.max(y, qrTop + qrSize) + 18;

  // Seller and buyer side by side, each with both labels.
  const party = (p: InvoiceParty, label: { en: string; ar: string }, start: number, top: number): number => {
    const w = half - 8;
    let at = top;
    pdf.rect(start, at, w, 20, COLOR.band, 3);
    pdf.text(label.en, { start: start + 8, width: w / 2 - 8, y: at + 5, size: 9, bold: true });
    pdf.text(rtl(label.ar), { start: start + w / 2, width: w / 2 - 8, y: at + 5, size: 9, bold: true, align: "end" });
    at += 28;
    const row = (value: string, bold = false) => {
      at += pdf.paragraph(value, { start: start + 8, width: w - 16, y: at, size: 9, bold, maxLines: 3 });
    };
    // An identifier with its English label first and its Arabic label at the end of the same line.
    const labelled = (label: { en: string; ar: string }, value: string) => {
      pdf.text(`${label.en}: ${value}`, { start: start + 8, width: w * 0.68 - 8, y: at, size: 9 });
      pdf.text(rtl(label.ar), { start: start + w * 0.68, width: w * 0.32 - 8, y: at, size: 9, align: "end", color: COLOR.muted });
      at += 13;
    };
    row(p.name, true);
    if (p.name_ar && p.name_ar !== p.name) row(rtl(p.name_ar), true);
    if (p.vat_number) labelled(L.vat, p.vat_number);
    if (p.cr_number) labelled(L.cr, p.cr_number);
    if (p.address) row(`${p.address.street}, ${p.address.city} ${p.address.postal_code}, ${p.address.country}`);
    if (p.email) row(p.email);
    return at;
  };
  const sellerBottom = party(invoice.seller, L.seller, 0, y);
  const buyerBottom = party(invoice.buyer, L.buyer, half + 8, y);
  y = Math.max(sellerBottom, buyerBottom) + 18;

  // The lines: headers in both languages, amounts right-aligned.
  const cols = [
    { key: "description", width: width - 4 * 82 },
    { key: "quantity", width: 52 },
    { key: "unit", width: 92 },
    { key: "vatAmount", width: 84 },
    { key: "lineTotal", width: 100 },
  ] as const;
  const starts = cols.map((_, i) => cols.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  pdf.rect(0, y, width, 34, COLOR.band, 3);
  cols.forEach((col, i) => {
    const align = i === 0 ? "start" : "end";
    pdf.text(L[col.key].en, { start: (starts[i] ?? 0) + 6, width: col.width - 12, y: y + 5, size: 8, bold: true, align });
    pdf.text(rtl(L[col.key].ar), { start: (starts[i] ?? 0) + 6, width: col.width - 12, y: y + 18, size: 8, bold: true, align });
  });
  y += 40;
  for (const line of invoice.lines) {
    const cells = [String(line.quantity), money(line.unit_price_halalas), money(line.vat_halalas), money(line.total_halalas)];
    const descWidth = cols[0].width - 12;
    const enHeight = pdf.paragraph(line.description_en, { start: 6, width: descWidth, y, size: 9, maxLines: 3 });
    const arHeight = pdf.paragraph(rtl(line.description_ar), { start: 6, width: descWidth, y: y + enHeight, size: 9, maxLines: 3 });
    cells.forEach((value, i) => {
      const col = cols[i + 1];
      if (col) pdf.text(value, { start: (starts[i + 1] ?? 0) + 6, width: col.width - 12, y, size: 9, align: "end" });
    });
    y += enHeight + arHeight + 6;
    pdf.line(0, y, width, COLOR.rule);
    y += 8;
  }

  // Totals, on the end side.
  const totalsStart = width * 0.35;
  const totalsWidth = width - totalsStart;
  const total = (label: { en: string; ar: string }, halalas: number, bold = false) => {
    if (bold) pdf.rect(totalsStart, y - 5, totalsWidth, 38, COLOR.band, 3);
    pdf.text(label.en, { start: totalsStart + 8, width: totalsWidth * 0.6, y, size: 9, bold });
    pdf.text(rtl(label.ar), { start: totalsStart + 8, width: totalsWidth * 0.6, y: y + 13, size: 9, bold });
    pdf.text(`SAR ${money(halalas)}`, {
      start: totalsStart + totalsWidth * 0.6,
      width: totalsWidth * 0.4 - 8,
      y: y + 6,
      size: bold ? 12 : 10,
      bold: true,
      align: "end",
    });
    y += 40;
  };
  total(L.subtotal, Number(invoice.subtotal_halalas));
  total(L.vatTotal, Number(invoice.vat_halalas));
  total(L.total, Number(invoice.total_halalas), true);

  y += 10;
  pair(L.currency, y, { size: 8, color: COLOR.muted });
  y += 14;
  pair(L.footer, y, { size: 8, color: COLOR.muted });
  pdf.text(`UUID ${invoice.uuid}`, { start: 0, width, y: PDF_PAGE.height - PDF_PAGE.margin, size: 7, color: COLOR.muted });
  return pdf.finish();
}

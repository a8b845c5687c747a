import { sarFromHalalas } from "@radar/contract/invoices";
import type { InvoiceParty } from "../../core/db/schema-invoices.ts";
import type { InvoiceRow } from "./invoice-queries.ts";

/**
 * The invoice as UBL 2.1 XML with the fields of ZATCA's profile (KSA e-invoicing data dictionary)
 * that this system knows: profile reporting:1.0, type code 388 (invoice) or 381 (credit note) with
 * the 01 standard / 02 simplified transaction name, the UUID, the issue date and time, the billing
 * reference of a credit note, parties with their VAT numbers, the VAT breakdown and the monetary
 * totals. What clearance in Phase 2 adds (the invoice counter value, the previous invoice's hash, the
 * cryptographic stamp and the signed QR) is left to the integration with ZATCA's Fatoora platform.
 */

const xml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const amount = (currency: string, halalas: number) => `currencyID="${xml(currency)}">${sarFromHalalas(halalas)}`;

function party(tag: "AccountingSupplierParty" | "AccountingCustomerParty", p: InvoiceParty): string {
  const address = p.address
    ? `<cac:PostalAddress><cbc:StreetName>${xml(p.address.street)}</cbc:StreetName><cbc:CityName>${xml(p.address.city)}</cbc:CityName><cbc:PostalZone>${xml(p.address.postal_code)}</cbc:PostalZone><cac:Country><cbc:IdentificationCode>${xml(p.address.country)}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>`
    : "";
  const cr = p.cr_number ? `<cac:PartyIdentification><cbc:ID schemeID="CRN">${xml(p.cr_number)}</cbc:ID></cac:PartyIdentification>` : "";
  const vat = p.vat_number
    ? `<cac:PartyTaxScheme><cbc:CompanyID>${xml(p.vat_number)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
    : "";
  const name = p.name_ar ?? p.name;
  return `<cac:${tag}><cac:Party>${cr}${address}${vat}<cac:PartyLegalEntity><cbc:RegistrationName>${xml(name)}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:${tag}>`;
}

export function renderInvoiceUbl(invoice: InvoiceRow, creditedNumber: string | null): string {
  const currency = invoice.currency;
  const credit = invoice.kind === "credit_note";
  const simplified = invoice.kind === "simplified" || (credit && !invoice.buyer.vat_number);
  const issued = invoice.issued_at.toISOString();
  const rate = (invoice.vat_rate_bp / 100).toFixed(2);
  const subtotal = Number(invoice.subtotal_halalas);
  const vat = Number(invoice.vat_halalas);
  const total = Number(invoice.total_halalas);
  const billingReference =
    credit && creditedNumber
      ? `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${xml(creditedNumber)}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`
      : "";
  const reason =
    credit && invoice.credit_reason
      ? `<cac:PaymentMeans><cbc:PaymentMeansCode>10</cbc:PaymentMeansCode><cbc:InstructionNote>${xml(invoice.credit_reason)}</cbc:InstructionNote></cac:PaymentMeans>`
      : "";
  const lines = invoice.lines
    .map(
      (line, index) =>
        `<cac:InvoiceLine><cbc:ID>${index + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="PCE">${line.quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount ${amount(currency, line.net_halalas)}</cbc:LineExtensionAmount><cac:TaxTotal><cbc:TaxAmount ${amount(currency, line.vat_halalas)}</cbc:TaxAmount><cbc:RoundingAmount ${amount(currency, line.total_halalas)}</cbc:RoundingAmount></cac:TaxTotal><cac:Item><cbc:Name>${xml(line.description_ar)} / ${xml(line.description_en)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${(line.vat_rate_bp / 100).toFixed(2)}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${amount(currency, line.unit_price_halalas)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:UBLVersionID>2.1</cbc:UBLVersionID>
<cbc:ProfileID>reporting:1.0</cbc:ProfileID>
<cbc:ID>${xml(invoice.number)}</cbc:ID>
<cbc:UUID>${xml(invoice.uuid)}</cbc:UUID>
<cbc:IssueDate>${issued.slice(0, 10)}</cbc:IssueDate>
<cbc:IssueTime>${issued.slice(11, 19)}</cbc:IssueTime>
<cbc:InvoiceTypeCode name="${simplified ? "0200000" : "0100000"}">${credit ? "381" : "388"}</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>${xml(currency)}</cbc:DocumentCurrencyCode>
<cbc:TaxCurrencyCode>${xml(currency)}</cbc:TaxCurrencyCode>
${billingReference}<cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${xml(invoice.qr_payload)}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>
${party("AccountingSupplierParty", invoice.seller)}
${party("AccountingCustomerParty", invoice.buyer)}
${reason}<cac:TaxTotal><cbc:TaxAmount ${amount(currency, vat)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount ${amount(currency, subtotal)}</cbc:TaxableAmount><cbc:TaxAmount ${amount(currency, vat)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${amount(currency, subtotal)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${amount(currency, subtotal)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount ${amount(currency, total)}</cbc:TaxInclusiveAmount><cbc:PayableAmount ${amount(currency, total)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${lines}
</Invoice>
`;
}

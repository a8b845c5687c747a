import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPaymentTestEnv,
  type PaymentTestEnv,
  payInSandbox,
  paymentStatusUrl,
  prepareCheckout,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { splitInclusive } from "./invoice-amounts.ts";
import { decodeZatcaQr, encodeZatcaQr } from "./zatca-qr.ts";

/** Tax invoices issued by real payments through the built-in sandbox, on real PostgreSQL. */
let env: PaymentTestEnv;
const SELLER_AR = "شركة رادار المؤثرين المحدودة";
const SELLER_VAT = "310122393500003";
beforeAll(async () => {
  env = await createPaymentTestEnv({ INVOICE_SELLER_NAME_AR: SELLER_AR, INVOICE_SELLER_VAT_NUMBER: SELLER_VAT });
});
afterAll(() => env.close());

async function newUser(overrides: { language?: "en" | "ar" } = {}) {
  const user = await createUser(env.ctx, overrides);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const prepare = (headers: Record<string, string>, planId = 2) => prepareCheckout(env, headers, planId);

const status = (headers: Record<string, string>, checkoutId: string) => env.app.inject({ url: paymentStatusUrl(checkoutId), headers });

/** A user who has paid for `planId` with the sandbox's success card; their invoices as the API lists them. */
async function paidUser(planId = 2, overrides: { language?: "en" | "ar" } = {}) {
  const { user, headers } = await newUser(overrides);
  const checkoutId = await prepare(headers, planId);
  await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
  expect((await status(headers, checkoutId)).json().payment_successful).toBe(true);
  const invoices = (await env.app.inject({ url: "/api/invoices/", headers })).json().invoices;
  return { user, headers, checkoutId, invoices };
}

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

const invoiceRow = (id: number) => env.ctx.db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("the ZATCA QR", () => {
  it("encodes the five fields as tag-length-value with lengths in UTF-8 bytes, and decodes back", () => {
    const fields = {
      sellerName: SELLER_AR,
      vatNumber: SELLER_VAT,
      timestamp: "2026-11-27T15:20:31Z",
      total: "3000.00",
      vatTotal: "391.30",
    };
    const payload = encodeZatcaQr(fields);
    const bytes = Buffer.from(payload, "base64");
    expect(bytes[0]).toBe(1);
    // Arabic letters are two bytes each: the length is the byte count, not the character count.
    expect(bytes[1]).toBe(Buffer.byteLength(SELLER_AR, "utf8"));
    expect(bytes[1]).toBeGreaterThan(SELLER_AR.length);
    expect(decodeZatcaQr(payload)).toEqual(fields);
  });

  it("refuses a field longer than one length byte can say", () => {
    expect(() =>
      encodeZatcaQr({ sellerName: "ع".repeat(200), vatNumber: SELLER_VAT, timestamp: "t", total: "1.00", vatTotal: "0.13" }),
    ).toThrow(/at most 255/);
  });

  it("splits a VAT-inclusive price so that net + VAT = total", () => {
    expect(splitInclusive(300_000)).toEqual({ net: 260_870, vat: 39_130, total: 300_000 });
    expect(splitInclusive(150_000)).toEqual({ net: 130_435, vat: 19_565, total: 150_000 });
    for (const total of [1, 99, 115, 1_000_001]) {
      const split = splitInclusive(total);
      expect(split.net + split.vat).toBe(total);
    }
  });
});

describe("a successful payment issues a tax invoice", () => {
  it("a simplified tax invoice for a payer without a VAT number, with the QR's five fields", async () => {
    const { user, invoices } = await paidUser(2);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      kind: "simplified",
      currency: "SAR",
      total_halalas: 300_000,
      vat_halalas: 39_130,
      subtotal_halalas: 260_870,
      credited_invoice_number: null,
    });
    expect(invoices[0].number).toMatch(/^INV-\d{6}$/);
    const row = await invoiceRow(invoices[0].id);
    expect(row.owner_user_id).toBe(user.id);
    const qr = decodeZatcaQr(row.qr_payload);
    expect(qr).toEqual({
      sellerName: SELLER_AR,
      vatNumber: SELLER_VAT,
      timestamp: `${row.issued_at.toISOString().slice(0, 19)}Z`,
      total: "3000.00",
      vatTotal: "391.30",
    });
  });

  it("issues one invoice however often and however concurrently the payment's status is checked", async () => {
    const { user, headers } = await newUser();
    const checkoutId = await prepare(headers, 1);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await Promise.all(Array.from({ length: 8 }, () => status(headers, checkoutId)));
    await status(headers, checkoutId);
    const rows = await env.ctx.db.selectFrom("invoices").select("id").where("owner_user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    const mails = await env.ctx.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", user.email)
      .where("template", "=", "tax-invoice")
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("a declined payment issues nothing", async () => {
    const { user, headers } = await newUser();
    const checkoutId = await prepare(headers, 2);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.declined });
    expect((await status(headers, checkoutId)).json().payment_successful).toBe(false);
    const rows = await env.ctx.db.selectFrom("invoices").select("id").where("owner_user_id", "=", user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it("numbers 20 concurrent payments without a gap or a duplicate", async () => {
    const before = await env.ctx.db
      .selectFrom("invoice_counters")
      .select("last_number")
      .where("series", "=", "INV")
      .executeTakeFirstOrThrow();
    const payers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { user, headers } = await newUser();
        const checkoutId = await prepare(headers, 1);
        await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
        return { user, headers, checkoutId };
      }),
    );
    const answers = await Promise.all(payers.map((p) => status(p.headers, p.checkoutId)));
    expect(answers.every((a) => a.json().payment_successful === true)).toBe(true);
    const rows = await env.ctx.db
      .selectFrom("invoices")
      .select(["sequence_number", "number", "owner_user_id"])
      .where(
        "owner_user_id",
        "in",
        payers.map((p) => p.user.id),
      )
      .execute();
    expect(rows).toHaveLength(20);
    const numbers = rows.map((r) => Number(r.sequence_number)).sort((a, b) => a - b);
    const first = Number(before.last_number) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(rows.map((r) => r.owner_user_id)).size).toBe(20);
    // No invoice of any other payment came between them: the whole series has no gap.
    const all = await env.ctx.db.selectFrom("invoices").select("sequence_number").where("series", "=", "INV").execute();
    const sorted = all.map((r) => Number(r.sequence_number)).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
    // 20 sign-ups, checkouts and sandbox payments over HTTP: slow on a loaded machine, not a hang.
  }, 180_000);
});

describe("issued invoices are immutable", () => {
  it("the database refuses to change or delete one", async () => {
    const { invoices } = await paidUser(1);
    const id = invoices[0].id;
    await expect(env.ctx.db.updateTable("invoices").set({ credit_reason: "edited" }).where("id", "=", id).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(env.ctx.db.deleteFrom("invoices").where("id", "=", id).execute()).rejects.toThrow(/cannot be changed or deleted/);
    expect((await invoiceRow(id)).credit_reason).toBeNull();
  });
});

describe("billing details", () => {
  it("refuses a VAT number that is not 15 digits starting and ending with 3, in the contract's words", async () => {
    const { headers } = await newUser();
    const base = { legal_name: "Nakhla Trading Co.", street: "Olaya Street 4", city: "Riyadh", postal_code: "12244", country: "SA" };
    for (const vat_number of ["310122393500004", "210122393500003", "31012239350003", "3101223935000033", "31012239350000a"]) {
      const response = await env.app.inject({ method: "PUT", url: "/api/billing/details/", headers, payload: { ...base, vat_number } });
      expect(response.statusCode, vat_number).toBe(400);
      expect(JSON.stringify(response.json())).toContain("A Saudi VAT number has 15 digits and starts and ends with 3");
    }
    const bad = await env.app.inject({
      method: "PUT",
      url: "/api/billing/details/",
      headers,
      payload: { ...base, postal_code: "1", legal_name: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await env.app.inject({ url: "/api/billing/details/", headers })).json()).toEqual({ details: null });
    const saved = await env.app.inject({
      method: "PUT",
      url: "/api/billing/details/",
      headers,
      payload: { ...base, vat_number: "310 1223 9350 0003", cr_number: "1010010101" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ vat_number: "310122393500003", cr_number: "1010010101", country: "SA" });
    expect((await env.app.inject({ url: "/api/billing/details/", headers })).json().details).toMatchObject({
      legal_name: "Nakhla Trading Co.",
    });
  });

  it("a payer with a VAT number gets a tax invoice with their details; editing them later leaves it as issued", async () => {
    const { user, headers } = await newUser();
    const details = {
      legal_name: "شركة نخلة للتجارة",
      street: "Olaya Street 4",
      city: "Riyadh",
      postal_code: "12244",
      country: "sa",
      vat_number: "300000000000013",
    };
    expect((await env.app.inject({ method: "PUT", url: "/api/billing/details/", headers, payload: details })).statusCode).toBe(200);
    const checkoutId = await prepare(headers, 2);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await status(headers, checkoutId);
    const [invoice] = (await env.app.inject({ url: "/api/invoices/", headers })).json().invoices;
    expect(invoice).toMatchObject({ kind: "standard", buyer_name: "شركة نخلة للتجارة" });
    await env.app.inject({ method: "PUT", url: "/api/billing/details/", headers, payload: { ...details, legal_name: "Renamed Co." } });
    const row = await invoiceRow(invoice.id);
    expect(row.buyer).toMatchObject({ name: "شركة نخلة للتجارة", vat_number: "300000000000013", email: user.email });
    const xml = (await env.app.inject({ url: `/api/invoices/${invoice.id}/xml/`, headers })).body;
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0100000">388</cbc:InvoiceTypeCode>');
    expect(xml).toContain("<cbc:CompanyID>300000000000013</cbc:CompanyID>");
    expect(xml).toContain(`<cbc:CompanyID>${SELLER_VAT}</cbc:CompanyID>`);
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">3000.00</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="SAR">391.30</cbc:TaxAmount>');
  });
});

describe("downloads", () => {
  it("the PDF reads back in English and Arabic with the figures; the XML is UBL 2.1", async () => {
    const { headers, invoices } = await paidUser(2, { language: "ar" });
    const response = await env.app.inject({ url: `/api/invoices/${invoices[0].id}/pdf/`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${invoices[0].number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "Simplified Tax Invoice",
      "فاتورة ضريبية مبسطة",
      "Total including VAT",
      "الإجمالي شامل ضريبة القيمة المضافة",
      "الرقم الضريبي",
      SELLER_VAT,
      SELLER_AR,
      invoices[0].number,
      "SAR 3,000.00",
      "SAR 391.30",
      "SAR 2,608.70",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const xml = await env.app.inject({ url: `/api/invoices/${invoices[0].id}/xml/`, headers });
    expect(xml.headers["content-type"]).toContain("application/xml");
    expect(xml.body).toContain("<cbc:UBLVersionID>2.1</cbc:UBLVersionID>");
    expect(xml.body).toContain(`<cbc:ID>${invoices[0].number}</cbc:ID>`);
    expect(xml.body).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
  });

  it("e-mails the PDF to the payer in their language", async () => {
    const { user, invoices } = await paidUser(1, { language: "ar" });
    const mail = await env.ctx.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", user.email)
      .where("template", "=", "tax-invoice")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`فاتورتك الضريبية رقم ${invoices[0].number}`);
    expect(mail.html_body).toContain('dir="rtl"');
  });

  it("another user's invoice is 404 in every format, and their list is their own", async () => {
    const { invoices } = await paidUser(1);
    const other = await newUser();
    for (const format of ["pdf", "xml"]) {
      const response = await env.app.inject({ url: `/api/invoices/${invoices[0].id}/${format}/`, headers: other.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Invoice not found" });
    }
    expect((await env.app.inject({ url: "/api/invoices/", headers: other.headers })).json()).toEqual({ invoices: [] });
    expect((await env.app.inject({ url: `/api/invoices/${invoices[0].id}/doc/`, headers: other.headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: "/api/invoices/abc/pdf/", headers: other.headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: `/api/invoices/${invoices[0].id}/pdf/` })).statusCode).toBe(401);
  });

  it("a lost file is drawn again from the issued row", async () => {
    const { headers, invoices } = await paidUser(1);
    const row = await invoiceRow(invoices[0].id);
    const { invoiceStorage } = await import("./invoices.service.ts");
    await invoiceStorage(env.ctx).delete(row.pdf_key);
    const response = await env.app.inject({ url: `/api/invoices/${row.id}/pdf/`, headers });
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain(row.number);
  });
});

describe("credit notes", () => {
  it("an admin issues one that references the invoice, once; the owner sees and downloads it", async () => {
    const { user, headers, invoices } = await paidUser(2);
    const admin = await newUser();
    await env.ctx.db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.user.id).execute();
    const url = `/api/admin/invoices/${invoices[0].id}/credit-note/`;
    expect((await env.app.inject({ method: "POST", url, headers, payload: { reason: "Refunded" } })).statusCode).toBe(403);
    const first = await env.app.inject({
      method: "POST",
      url,
      headers: admin.headers,
      payload: { reason: "Refunded at the customer's request" },
    });
    expect(first.statusCode).toBe(201);
    const note = first.json();
    expect(note).toMatchObject({
      kind: "credit_note",
      credited_invoice_number: invoices[0].number,
      total_halalas: 300_000,
      vat_halalas: 39_130,
    });
    expect(note.number).toMatch(/^CRN-\d{6}$/);
    const again = await env.app.inject({ method: "POST", url, headers: admin.headers, payload: { reason: "twice" } });
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(note.number);
    const ofNote = await env.app.inject({
      method: "POST",
      url: `/api/admin/invoices/${note.id}/credit-note/`,
      headers: admin.headers,
      payload: { reason: "again" },
    });
    expect(ofNote.statusCode).toBe(409);
    expect(
      (
        await env.app.inject({
          method: "POST",
          url: "/api/admin/invoices/2147483647/credit-note/",
          headers: admin.headers,
          payload: { reason: "none" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await env.app.inject({ method: "POST", url, headers: admin.headers, payload: { reason: "" } })).statusCode).toBe(400);

    const list = (await env.app.inject({ url: "/api/invoices/", headers })).json().invoices;
    expect(list.map((i: { number: string }) => i.number)).toEqual([note.number, invoices[0].number]);
    expect(list[1].credit_note_number).toBe(note.number);
    const row = await invoiceRow(note.id);
    expect(row.credited_invoice_id).toBe(invoices[0].id);
    expect(decodeZatcaQr(row.qr_payload)).toMatchObject({ total: "3000.00", vatTotal: "391.30" });
    const pdf = await pdfText((await env.app.inject({ url: `/api/invoices/${note.id}/pdf/`, headers })).rawPayload);
    expect(pdf).toContain("Credit Note");
    expect(pdf).toContain("إشعار دائن");
    expect(pdf).toContain(invoices[0].number);
    const xml = (await env.app.inject({ url: `/api/invoices/${note.id}/xml/`, headers })).body;
    expect(xml).toContain(">381</cbc:InvoiceTypeCode>");
    expect(xml).toContain(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoices[0].number}</cbc:ID>`);
    const mail = await env.ctx.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", user.email)
      .where("template", "=", "credit-note")
      .execute();
    expect(mail).toHaveLength(1);
    const all = (await env.app.inject({ url: "/api/admin/invoices/", headers: admin.headers })).json().invoices;
    expect(all.find((i: { id: number }) => i.id === note.id)).toMatchObject({ owner_email: user.email });
    expect((await env.app.inject({ url: "/api/admin/invoices/", headers })).statusCode).toBe(403);
  });
});

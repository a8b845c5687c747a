import { Readable } from "node:stream";
import { LIST_MSG, type TSharedListResponse } from "@radar/contract/lists";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/fixtures/admin.ts";
import { indexAccount } from "../../../test/fixtures/indexed-accounts.ts";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import {
  ARABIC_TEXT,
  expectInert,
  expectNoFormulas,
  HOSTILE_TEXTS,
  readCsvExport,
  readXlsxExport,
  unescapeCell,
} from "../../core/export/export-readers.test-support.ts";

/** Issue 15, items 3 and 4 for lists: share links (rotation, revocation, hidden notes) and CSV/XLSX exports parsed back. */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

type Headers = Record<string, string>;
const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
  env.app.inject({ method, url, headers, payload });

let accounts = 0;
/** A list "حملة رمضان: جمال" with two members: one booked with a price and an Arabic note, one untouched. */
async function campaignList() {
  accounts += 1;
  const { user, headers } = await signedInUser(env.ctx, { first_name: "Huda" });
  const noura = await indexAccount(env.ctx, {
    platform: "instagram",
    username: `noura.beauty${accounts}`,
    fullName: "نورة | Noura",
    followers: 125_000,
    erBp: 412,
  });
  const sam = await indexAccount(env.ctx, {
    platform: "youtube",
    username: `samcooks${accounts}`,
    fullName: 'Sam, "the cook"',
    followers: 9_000,
  });
  const created = await api("POST", "/api/lists/", headers, { name: "حملة رمضان: جمال" });
  const listId = created.json().id as number;
  await api("POST", `/api/lists/${listId}/members/`, headers, { influencer_ids: [sam, noura] });
  const patched = await api("PATCH", `/api/lists/${listId}/members/${noura}/`, headers, {
    status: "booked",
    price_sar: 12_500.5,
    note: "السعر يشمل قصتين",
  });
  expect(patched.statusCode).toBe(200);
  return { user, headers, listId, noura, sam };
}

describe("sharing a list", () => {
  it("shares read-only without notes, rotates the token when shared again, and revokes it", async () => {
    const { headers, listId, noura } = await campaignList();
    const first = await api("POST", `/api/lists/${listId}/share/`, headers, {});
    expect(first.statusCode).toBe(200);
    const share = first.json() as { token: string; url: string; include_notes: boolean };
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share).toEqual({ token: share.token, url: `http://radar.test/shared/lists/${share.token}`, include_notes: false });
    // The owner sees the link again on the list.
    expect((await api("GET", `/api/lists/${listId}/`, headers)).json().list.share).toMatchObject({ token: share.token, url: share.url });

    const view = await api("GET", `/api/shared/lists/${share.token}/`);
    expect(view.statusCode).toBe(200);
    const body = view.json() as TSharedListResponse;
    expect(body).toMatchObject({ name: "حملة رمضان: جمال", owner_name: "Huda", include_notes: false });
    expect(body.members).toHaveLength(2);
    const member = body.members.find((m) => m.influencer_id === noura);
    expect(member).toMatchObject({ name: "نورة | Noura", followers: 125_000, er: 4.12, status: "booked", price_sar: null, note: "" });
    expect(view.body).not.toContain("السعر يشمل قصتين");
    expect(view.body).not.toContain("12500.5");

    const rotated = (await api("POST", `/api/lists/${listId}/share/`, headers, { include_notes: true })).json();
    expect(rotated.token).not.toBe(share.token);
    expect((await api("GET", `/api/shared/lists/${share.token}/`)).statusCode).toBe(404);
    const withNotes = (await api("GET", `/api/shared/lists/${rotated.token}/`)).json() as TSharedListResponse;
    expect(withNotes.include_notes).toBe(true);
    expect(withNotes.members.find((m) => m.influencer_id === noura)).toMatchObject({ price_sar: 12_500.5, note: "السعر يشمل قصتين" });

    expect((await api("DELETE", `/api/lists/${listId}/share/`, headers)).statusCode).toBe(204);
    const revoked = await api("GET", `/api/shared/lists/${rotated.token}/`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ detail: LIST_MSG.shareNotFound });
    expect((await api("GET", `/api/lists/${listId}/`, headers)).json().list.share).toBeNull();
    expect((await api("DELETE", `/api/lists/${listId}/share/`, headers)).statusCode).toBe(204);
  });

  it("answers 404 to made-up tokens and stops the link when the list is deleted", async () => {
    for (const token of ["x", "A".repeat(43), "../../lists/1", "%00"]) {
      expect((await api("GET", `/api/shared/lists/${encodeURIComponent(token)}/`)).statusCode, token).toBe(404);
    }
    const { headers, listId } = await campaignList();
    const { token } = (await api("POST", `/api/lists/${listId}/share/`, headers, {})).json();
    expect((await api("GET", `/api/shared/lists/${token}/`)).statusCode).toBe(200);
    await api("DELETE", `/api/lists/${listId}/`, headers);
    expect((await api("GET", `/api/shared/lists/${token}/`)).statusCode).toBe(404);
  });
});

describe("the shared page's rate limit", () => {
  it("answers 429 past 120 views a minute from one address, and other addresses still get through", async () => {
    const { headers, listId } = await campaignList();
    const { token } = (await api("POST", `/api/lists/${listId}/share/`, headers, {})).json();
    const view = (ip: string) => env.app.inject({ method: "GET", url: `/api/shared/lists/${token}/`, remoteAddress: ip });
    // The limit counts per clock minute: start early in one, so all 122 views fall in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await view("10.9.9.9")).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const refused = await view("10.9.9.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: "Too many requests. Please try again later." });
    expect((await view("10.9.9.10")).statusCode).toBe(200);
  });
});

function bytesOf(body: Buffer) {
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

describe("exporting a list", () => {
  it("exports CSV with a BOM and an Arabic header row, quoted text and plain numbers", async () => {
    const { headers, listId } = await campaignList();
    const response = await api("GET", `/api/lists/${listId}/export/?format=csv&lang=ar`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="____ _____ ____.csv"; filename*=UTF-8''${encodeURIComponent("حملة رمضان جمال.csv")}`,
    );
    const file = response.rawPayload;
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const workbook = new ExcelJS.Workbook();
    const sheet = await workbook.csv.read(Readable.from([file.subarray(3).toString("utf8")]), { parserOptions: { delimiter: "," } });
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      "الاسم",
      "اسم المستخدم",
      "المنصة",
      "رابط الحساب",
      "المتابعون",
      "نسبة التفاعل %",
      "الجودة",
      "تاريخ البيانات",
      "الحالة",
      "السعر (ر.س)",
      "ملاحظة",
      "موثوق (السعودية): الحالة",
      "موثوق (السعودية): الرقم",
      "موثوق (السعودية): تاريخ الانتهاء",
      "تصريح المعلن (الإمارات): الحالة",
      "تصريح المعلن (الإمارات): الرقم",
      "تصريح المعلن (الإمارات): تاريخ الانتهاء",
    ]);
    // Newest first: Noura and Sam were added together, so the order is by id; find by name instead.
    const noura = rows.find((row) => row[1] === "نورة | Noura");
    expect(noura?.slice(2, 8)).toEqual([
      expect.stringMatching(/^noura\.beauty/),
      "إنستغرام",
      expect.stringMatching(/^https:\/\/www\.instagram\.com\/noura\.beauty\d+\/$/),
      125000,
      4.12,
      80,
    ]);
    expect(noura?.slice(9, 13)).toEqual(["تم الحجز", 12500.5, "السعر يشمل قصتين", "لا يوجد ترخيص معروف"]);
    const sam = rows.find((row) => row[1] === 'Sam, "the cook"');
    expect(sam?.[3]).toBe("يوتيوب");
    expect(sam?.[9]).toBe("في القائمة المختصرة");
    expect(rows).toHaveLength(3);
  });

  it("exports XLSX with typed cells, English headers from Accept-Language, and a right-to-left sheet in Arabic", async () => {
    const { headers, listId } = await campaignList();
    for (const lang of ["en", "ar"] as const) {
      const response = await api("GET", `/api/lists/${listId}/export/?format=xlsx`, {
        ...headers,
        "accept-language": lang === "ar" ? "ar-SA,ar;q=0.9" : "en-GB,en;q=0.8",
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytesOf(response.rawPayload));
      const sheet = workbook.worksheets[0];
      expect(sheet?.name).toBe("حملة رمضان  جمال");
      expect(sheet?.views[0]?.rightToLeft ?? false).toBe(lang === "ar");
      const header = sheet?.getRow(1).values as unknown[];
      expect(header.slice(1, 4)).toEqual(lang === "ar" ? ["الاسم", "اسم المستخدم", "المنصة"] : ["Name", "Username", "Platform"]);
      expect(header[9]).toBe(lang === "ar" ? "الحالة" : "Status");
      let nouraRow: ExcelJS.Row | undefined;
      sheet?.eachRow((row) => {
        if (row.getCell(1).value === "نورة | Noura") nouraRow = row;
      });
      expect(nouraRow?.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(nouraRow?.getCell(5).value).toBe(125_000);
      expect(nouraRow?.getCell(6).value).toBe(4.12);
      expect(nouraRow?.getCell(7).type).toBe(ExcelJS.ValueType.Number);
      expect(nouraRow?.getCell(8).type).toBe(ExcelJS.ValueType.Date);
      expect(nouraRow?.getCell(9).value).toBe(lang === "ar" ? "تم الحجز" : "Booked");
      expect(nouraRow?.getCell(10).value).toBe(12_500.5);
      expect(nouraRow?.getCell(10).numFmt).toBe("#,##0.00");
      expect(nouraRow?.getCell(11).value).toBe("السعر يشمل قصتين");
      expect(sheet?.rowCount).toBe(3);
    }
  });

  it("writes names and notes a spreadsheet could run as escaped text, in CSV and XLSX, and they read back exactly", async () => {
    accounts += 1;
    const { headers } = await signedInUser(env.ctx);
    const texts = [...HOSTILE_TEXTS, ARABIC_TEXT];
    // Each member's source name and the owner's note are the same text; the username tells the rows apart.
    const byUsername = new Map<string, string>();
    const ids: string[] = [];
    for (const [i, text] of texts.entries()) {
      const username = `probe${accounts}.${i}`;
      byUsername.set(username, text);
      ids.push(await indexAccount(env.ctx, { platform: "tiktok", username, fullName: text, followers: 1_000 + i }));
    }
    const listId = (await api("POST", "/api/lists/", headers, { name: "Formula probes" })).json().id as number;
    expect((await api("POST", `/api/lists/${listId}/members/`, headers, { influencer_ids: ids })).statusCode).toBe(200);
    for (const [i, id] of ids.entries()) {
      const patched = await api("PATCH", `/api/lists/${listId}/members/${id}/`, headers, { note: texts[i], price_sar: 250 });
      expect(patched.statusCode).toBe(200);
    }

    const csv = await api("GET", `/api/lists/${listId}/export/?format=csv&lang=en`, headers);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = readCsvExport(csv.rawPayload);
    expect(header?.[0]?.value).toBe("Name");
    expect(header?.[10]?.value).toBe("Note");
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      const text = byUsername.get(row[1]?.value ?? "");
      expect(text, row[1]?.value).toBeDefined();
      for (const column of [0, 10]) {
        const field = row[column];
        expect(field?.quoted, `column ${column}`).toBe(true);
        expectInert(field?.value ?? "", `${row[1]?.value} column ${column}`);
        expect(unescapeCell(field?.value ?? "")).toBe(text);
        expect(field?.value.startsWith("'")).toBe(text !== ARABIC_TEXT);
      }
      expect(row[4]?.quoted).toBe(false);
      expect(Number(row[4]?.value)).toBeGreaterThanOrEqual(1_000);
      expect(row[9]).toEqual({ value: "250.00", quoted: false });
    }

    const xlsx = await api("GET", `/api/lists/${listId}/export/?format=xlsx&lang=ar`, headers);
    expect(xlsx.statusCode).toBe(200);
    const file = await readXlsxExport(xlsx.rawPayload);
    expectNoFormulas(file);
    let seen = 0;
    file.sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      seen += 1;
      const text = byUsername.get(String(row.getCell(2).value));
      expect(text, String(row.getCell(2).value)).toBeDefined();
      for (const column of [1, 11]) {
        const cell = row.getCell(column);
        expect(cell.type, `column ${column}`).toBe(ExcelJS.ValueType.String);
        expect(unescapeCell(String(cell.value))).toBe(text);
        expect(String(cell.value).startsWith("'")).toBe(text !== ARABIC_TEXT);
      }
      expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(10).value).toBe(250);
    });
    expect(seen).toBe(texts.length);
  });

  it("refuses an unknown format", async () => {
    const { headers, listId } = await campaignList();
    expect((await api("GET", `/api/lists/${listId}/export/?format=pdf`, headers)).statusCode).toBe(400);
    expect((await api("GET", `/api/lists/${listId}/export/`, headers)).statusCode).toBe(400);
  });
});

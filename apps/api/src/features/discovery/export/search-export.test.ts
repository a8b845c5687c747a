import { SEARCH_EXPORT_MAX_ROWS } from "@radar/contract/lists";
import { ZSearchErrorSchema, ZSearchResponseSchema } from "@radar/contract/search";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { FIXTURES, fixture } from "../../../../test/fixtures/influencers.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../../test/helpers.ts";
import { getBalance, setCredits } from "../../../core/credits/ledger.ts";
import {
  ARABIC_TEXT,
  expectInert,
  expectNoFormulas,
  HOSTILE_TEXTS,
  readCsvExport,
  readXlsxExport,
  unescapeCell,
} from "../../../core/export/export-readers.test-support.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { EXPORT_WINDOW_SECONDS, EXPORTS_PER_WINDOW } from "./search-export.ts";

/** More youtube creators in Riyadh (Lifestyle) than an export holds. */
const MANY = SEARCH_EXPORT_MAX_ROWS + 30;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, [
    ...FIXTURES,
    ...Array.from({ length: MANY }, (_, i) =>
      fixture(`bulk.creator.${i}`, { platform: "youtube", followers: 20_000 + i, categories: [1041] }),
    ),
  ]);
}, 60_000);
afterAll(() => env.close());

/** A user with an active Growth subscription: 1,250 credits, 40 per search. */
async function subscriber() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const exportSearch = (headers: Record<string, string>, query: string, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: `/api/search/export/?${query}`, headers, payload });
const searchLedger = async (userId: number) =>
  (await env.ctx.db.selectFrom("credit_ledger").select("delta").where("user_id", "=", userId).where("reason", "=", "search").execute()).map(
    (row) => Number(row.delta),
  );

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += c;
    }
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

function csvBytes(response: LightMyRequestResponse): Buffer {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  return response.rawPayload;
}

function csvOf(response: LightMyRequestResponse): string[][] {
  const file = csvBytes(response);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(file.subarray(3).toString("utf8"));
}

function workbookResponse(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  return response;
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  workbookResponse(response);
  const workbook = new ExcelJS.Workbook();
  const file = response.rawPayload;
  await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  return sheet;
}

const ENGLISH_HEADER = [
  "Name",
  "Username",
  "Platform",
  "Profile URL",
  "Followers",
  "Engagement %",
  "Quality score",
  "Country",
  "City",
  "Categories",
  "Estimated post price (SAR)",
  "Data date",
  "Mawthooq (SA): status",
  "Mawthooq (SA): number",
  "Mawthooq (SA): expiry",
  "UAE advertiser permit: status",
  "UAE advertiser permit: number",
  "UAE advertiser permit: expiry",
];

describe("POST /api/search/export/", () => {
  it("exports the filters of a paid search as CSV in its order, free, with a header row in English", async () => {
    const { user, headers } = await subscriber();
    const filters = { social_network: "instagram", category: { include: [1035, 1020] }, sort: { field: "followers", order: "asc" } };
    const searched = ZSearchResponseSchema.parse(
      (await env.app.inject({ method: "POST", url: "/api/search/", headers, payload: filters })).json(),
    );
    expect(await searchLedger(user.id)).toEqual([-40]);

    const response = await exportSearch(headers, "format=csv", { ...filters, page: 3, limit: 1 });
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="influencers-radar-instagram-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvOf(response);
    expect(header).toEqual(ENGLISH_HEADER);
    expect(rows.map((r) => r[1])).toEqual(searched.results.search_results.map((r) => r.basic.username));
    const first = searched.results.search_results[0];
    const row = rows[0] ?? [];
    expect(row[2]).toBe("Instagram");
    expect(row[3]).toBe(first?.url);
    expect(Number(row[4])).toBe(first?.metrics.subscribers_count);
    expect(Number(row[5])).toBe(first?.metrics.er);
    expect(row[9]).toBe(first?.features.categories.map((c) => c.title).join(", "));
    expect(row[11]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Costs nothing more than the search did.
    expect(await searchLedger(user.id)).toEqual([-40]);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1_210);
  });

  it("writes Arabic headers, places and categories for lang=ar or an Arabic Accept-Language, and at most 1,000 rows", async () => {
    const { user, headers } = await subscriber();
    const filters = { social_network: "youtube", category: { include: [1041] } };
    const explicit = csvOf(await exportSearch(headers, "format=csv&lang=ar", filters));
    const negotiated = csvOf(await exportSearch({ ...headers, "accept-language": "ar-SA,ar;q=0.9,en;q=0.5" }, "format=csv", filters));
    expect(negotiated).toEqual(explicit);
    const [header, ...rows] = explicit;
    expect(header?.[0]).toBe("الاسم");
    expect(header?.[9]).toBe("الفئات");
    expect(header).toHaveLength(ENGLISH_HEADER.length);
    expect(rows).toHaveLength(SEARCH_EXPORT_MAX_ROWS);
    // Followers descending (the default order): the biggest of the bulk creators first.
    expect(rows[0]?.[1]).toBe(`bulk.creator.${MANY - 1}`);
    expect(rows[0]?.[2]).toBe("يوتيوب");
    expect(rows[0]?.[7]).toBe("السعودية");
    expect(rows[0]?.[8]).toBe("الرياض");
    expect(rows[0]?.[9]).toBe("أسلوب الحياة");
    expect(new Set(rows.map((r) => r[1])).size).toBe(SEARCH_EXPORT_MAX_ROWS);
    // Unpaid filters: charged once, as the search would be; the second export of them is free.
    expect(await searchLedger(user.id)).toEqual([-40]);
    const english = csvOf(await exportSearch({ ...headers, "accept-language": "en-US" }, "format=csv", filters));
    expect(english[0]).toEqual(ENGLISH_HEADER);
    expect(await searchLedger(user.id)).toEqual([-40]);
  });

  it("writes XLSX with numeric cells, date cells and a right-to-left sheet in Arabic", async () => {
    const { headers } = await subscriber();
    const filters = { social_network: "instagram", search: "gamma" };
    for (const lang of ["en", "ar"] as const) {
      const sheet = await workbookOf(await exportSearch(headers, `format=xlsx&lang=${lang}`, filters));
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(lang === "ar");
      expect(sheet.getRow(1).getCell(1).value).toBe(lang === "ar" ? "الاسم" : "Name");
      const row = sheet.getRow(2);
      expect(row.getCell(2).value).toBe("gamma.beauty");
      for (const column of [5, 6, 7, 11]) expect(row.getCell(column).type, `column ${column}`).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(12).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(10).value).toBe(lang === "ar" ? "الجمال، الموضة" : "Beauty, Fashion");
      expect(sheet.getRow(3).getCell(1).value ?? null).toBeNull();
    }
  });

  it("writes creator names a spreadsheet could run as escaped text, in CSV and XLSX, and they read back exactly", async () => {
    const texts = [...HOSTILE_TEXTS, ARABIC_TEXT];
    const byUsername = new Map(texts.map((text, i) => [`formulaprobe.${i}`, text]));
    await upsertInfluencers(
      env.ctx.db,
      [...byUsername].map(([username, fullName], i) => fixture(username, { platform: "twitter", fullName, followers: 50_000 + i })),
    );
    const { headers } = await subscriber();
    const filters = { social_network: "twitter", search: "formulaprobe" };

    const [header, ...rows] = readCsvExport(csvBytes(await exportSearch(headers, "format=csv", filters)));
    expect(header?.map((field) => field.value)).toEqual(ENGLISH_HEADER);
    expect(rows.map((row) => row[1]?.value).sort()).toEqual([...byUsername.keys()].sort());
    for (const row of rows) {
      const text = byUsername.get(row[1]?.value ?? "");
      const name = row[0];
      expect(name?.quoted).toBe(true);
      expectInert(name?.value ?? "", `${row[1]?.value}`);
      expect(unescapeCell(name?.value ?? "")).toBe(text);
      expect(name?.value.startsWith("'")).toBe(text !== ARABIC_TEXT);
      for (const field of row) expectInert(field.value, `${row[1]?.value}`);
      expect(row[4]?.quoted).toBe(false);
      expect(Number(row[4]?.value)).toBeGreaterThanOrEqual(50_000);
    }

    const file = await readXlsxExport((await workbookResponse(await exportSearch(headers, "format=xlsx&lang=ar", filters))).rawPayload);
    expectNoFormulas(file);
    const names = new Map<string, unknown>();
    file.sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      names.set(String(row.getCell(2).value), row.getCell(1).value);
    });
    expect(names.size).toBe(texts.length);
    for (const [username, text] of byUsername) {
      expect(unescapeCell(String(names.get(username)))).toBe(text);
      expect(String(names.get(username)).startsWith("'")).toBe(text !== ARABIC_TEXT);
    }
  });

  it("refuses an export it cannot pay for with 402 in the search shape, and sends no file", async () => {
    const { user, headers } = await subscriber();
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 10, reason: "admin_adjustment" });
    const response = await exportSearch(headers, "format=xlsx", { social_network: "tiktok" });
    expect(response.statusCode).toBe(402);
    expect(ZSearchErrorSchema.parse(response.json())).toMatchObject({
      error: "Insufficient credits",
      credits_required: 40,
      credits_missing: 30,
    });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(10);
    // Nothing found is free, as a search of it would be: a file with the header row only.
    const empty = csvOf(await exportSearch(headers, "format=csv", { social_network: "tiktok", search: "no-such-word" }));
    expect(empty).toEqual([ENGLISH_HEADER]);
    expect(await searchLedger(user.id)).toEqual([]);
  });

  it("answers bad input in the search error shape: format, filters, no plan, no token", async () => {
    const { headers } = await subscriber();
    const badFormat = await exportSearch(headers, "format=pdf", {});
    expect(badFormat.statusCode).toBe(400);
    expect(ZSearchErrorSchema.parse(badFormat.json()).detail).toMatch(/^Search failed: /);
    const badFilters = await exportSearch(headers, "format=csv", { category: { include: [999] } });
    expect(badFilters.statusCode).toBe(400);
    expect(badFilters.json().error).toContain("999");
    const planless = bearer(await accessTokenFor(env.ctx, await createUser(env.ctx)));
    const forbidden = await exportSearch(planless, "format=csv", {});
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: "An active subscription is required" });
    expect((await exportSearch({}, "format=csv", {})).statusCode).toBe(401);
  });

  it(`allows ${EXPORTS_PER_WINDOW} exports per user per 10 minutes, then 429 in the search shape`, async () => {
    // The limit counts in fixed 10-minute windows. Filling this window and the next one makes the
    // answer the same whichever window the export lands in, so the test never straddles a boundary.
    const fillWindows = async (userId: number, hits: number) => {
      for (const offset of [0, EXPORT_WINDOW_SECONDS]) {
        await sql`
          INSERT INTO rate_limit_hits (bucket, window_start, hits)
          VALUES (${`search-export:${userId}`},
                  to_timestamp((floor(extract(epoch FROM now()) / ${EXPORT_WINDOW_SECONDS}) * ${EXPORT_WINDOW_SECONDS}) + ${offset}),
                  ${hits})`.execute(env.ctx.db);
      }
    };
    const nothing = { social_network: "twitter", search: "no-such-word" };
    const last = await subscriber();
    await fillWindows(last.user.id, EXPORTS_PER_WINDOW - 1);
    expect((await exportSearch(last.headers, "format=csv", nothing)).statusCode).toBe(200);

    const over = await subscriber();
    await fillWindows(over.user.id, EXPORTS_PER_WINDOW);
    const refused = await exportSearch(over.headers, "format=csv", nothing);
    expect(refused.statusCode).toBe(429);
    expect(ZSearchErrorSchema.parse(refused.json()).error).toBe("Too many requests. Please try again later.");
    const other = await subscriber();
    expect((await exportSearch(other.headers, "format=csv", nothing)).statusCode).toBe(200);
  });
});

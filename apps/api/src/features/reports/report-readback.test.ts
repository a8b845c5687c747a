import type { TLanguage } from "@radar/contract/constants";
import { AGE_GROUPS } from "@radar/contract/search";
import JSZip from "jszip";
import { sql } from "kysely";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { fixture } from "../../../test/fixtures/influencers.ts";
import { sampleModel } from "../../../test/fixtures/report-sample-model.ts";
import { createReportTestEnv, type ReportTestEnv, waitForReport } from "../../../test/fixtures/report-test-env.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { influencerId, upsertAccounts } from "../discovery/public.ts";
import { renderPdfReport } from "./render/pdf/pdf-report.ts";
import { renderPptxReport } from "./render/pptx/pptx-report.ts";
import { reportFormat } from "./render/report-format.ts";
import { ageLabel, REPORT_TEXT } from "./render/report-text.ts";
import { reportWorker } from "./report-queue.ts";

/**
 * The reports read back as a reader gets them: the PDF's text as an extractor (pdf.js) pulls it from
 * the drawn glyphs, and the PPTX's slide and chart XML. Age ranges must come out as written, never
 * turned round by the bidi algorithm in Arabic, and the category must be the account's own.
 */

const AGES = ["13–17", "18–24", "25–34", "35–44", "45–54", "55–64", "65+"];
const turned = (range: string) => (range.endsWith("+") ? `+${range.slice(0, -1)}` : range.split("–").reverse().join("–"));
/** Characters that steer the bidi algorithm and draw nothing (LRM, RLM, ALM, isolates). */
const MARKS = "[\\u200e\\u200f\\u061c\\u2066-\\u2069]";

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

/** Every slide's and chart's XML, with the XML entities of the text decoded. */
async function pptxXml(data: Buffer): Promise<{ slides: string; charts: string }> {
  const zip = await JSZip.loadAsync(data);
  const read = async (pattern: RegExp) => {
    const names = Object.keys(zip.files).filter((name) => pattern.test(name));
    const parts = await Promise.all(names.map((name) => zip.file(name)?.async("string") ?? ""));
    return parts
      .join("\n")
      .replaceAll("&apos;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  };
  return { slides: await read(/^ppt\/slides\/slide\d+\.xml$/), charts: await read(/^ppt\/charts\/chart\d+\.xml$/) };
}

/** The age ranges in logical order; in Arabic each held between marks, so no viewer turns it round. */
function expectAgeRanges(text: string, format: string, needsMarks: boolean): void {
  for (const range of AGES) {
    expect(text, `${format}: ${range}`).toContain(range);
    expect(text, `${format}: ${turned(range)}`).not.toContain(turned(range));
  }
  if (needsMarks) {
    for (const range of AGES) {
      expect(text, `${format}: ${range} between marks`).toMatch(new RegExp(`>${MARKS}+${range.replace("+", "\\+")}${MARKS}+<`));
    }
  }
}

let env: ReportTestEnv;
const GRAPH_ACCOUNT = "graph.creator";
const LIFESTYLE = 1041;

beforeAll(async () => {
  env = await createReportTestEnv();
  // As Instagram's Business Discovery leaves an account: no categories, no audience.
  await upsertAccounts(env.ctx.db, [
    fixture(GRAPH_ACCOUNT, {
      fullName: "Graph Creator",
      categories: [],
      audience: null,
      source: "instagram",
      provenance: {
        sourceRef: "17841400000000001",
        viaSandbox: true,
        fetchedAt: new Date(),
        estimated: [],
        missing: ["aqs", "credibility", "audience", "prices", "location", "categories", "views_avg", "reels_views_avg"],
      },
    }),
  ]);
  await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 30, heartbeatSeconds: 5, concurrency: 2 }));
}, 60_000);
afterAll(() => env.close());

/** A subscriber writing in `language` who added `username` as a profile of the chosen category. */
async function subscriber(language: TLanguage, username: string, categoryId: number) {
  const user = await createUser(env.ctx, { language });
  await createSubscription(env.ctx, user.id, 2);
  const profile = await env.ctx.db
    .insertInto("social_profiles")
    .values({
      workspace_id: workspaceIdOf(user),
      user_id: user.id,
      influencer_id: influencerId("instagram", username),
      platform: "instagram",
      username,
      profile_url: `https://www.instagram.com/${username}/`,
      targeted_category: "chosen in the wizard",
      category_id: categoryId,
      age_groups: [],
      snapshot_name: username,
      snapshot_followers: 10_000,
      snapshot_er_bp: 300,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { headers: bearer(await accessTokenFor(env.ctx, user)), profileId: profile.id };
}

/** Orders a PDF and a PPTX in the user's own language, waits for them and reads both back. */
async function readBack(language: TLanguage, username: string, categoryId: number) {
  const { headers, profileId } = await subscriber(language, username, categoryId);
  const ordered = await env.app.inject({
    method: "POST",
    url: "/api/reports/generate/",
    headers,
    payload: { profile: profileId, report_type: "both" },
  });
  expect(ordered.statusCode).toBe(201);
  const done = await waitForReport(env, headers, ordered.json().report.id);
  expect(done).toMatchObject({ status: "completed", language });
  const download = async (format: "pdf" | "pptx") => {
    const response = await env.app.inject({ url: `/api/reports/download/${done.id}/?format=${format}`, headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  return { pdf: await pdfText(await download("pdf")), pptx: await pptxXml(await download("pptx")) };
}

describe("reports read back", () => {
  for (const language of ["en", "ar"] as const) {
    const text = REPORT_TEXT[language];
    const categoryLine = (name: string) => `${text.labels.category}: ${name}`;

    it(`keep the age ranges in reading order and name the index's category (${language})`, async () => {
      // The profile's own choice differs: the index row's categories come first.
      const { pdf, pptx } = await readBack(language, "sara.alqahtani", LIFESTYLE);
      expectAgeRanges(pdf, "pdf", false);
      // The age chart's categories are the chart's own data.
      expectAgeRanges(pptx.charts, "pptx", language === "ar");
      expect(pptx.slides).not.toMatch(/17–13|24–18/);
      const food = language === "ar" ? "الطعام والطبخ" : "Food & Cooking";
      expect(pdf).toContain(categoryLine(food));
      expect(pptx.slides).toContain(categoryLine(food));
    }, 60_000);

    it(`name the category chosen for the profile when the source gives none, never the platform (${language})`, async () => {
      const { pdf, pptx } = await readBack(language, GRAPH_ACCOUNT, LIFESTYLE);
      const lifestyle = language === "ar" ? "أسلوب الحياة" : "Lifestyle";
      for (const [format, content] of [
        ["pdf", pdf],
        ["pptx", pptx.slides],
      ] as const) {
        expect(content, format).toContain(categoryLine(lifestyle));
        expect(content, format).not.toContain(categoryLine(text.platforms.instagram));
      }
    }, 60_000);
  }
});

/**
 * A year of Sara's followers ending at her index figure: +100 a day, and 9,000 bought 40 days ago
 * (the day's gain far above her trend), so the spike signal names its date.
 */
async function seedSaraHistory(): Promise<string> {
  const id = influencerId("instagram", "sara.alqahtani");
  await sql`
    INSERT INTO account_history AS h (influencer_id, day, followers, following, source)
    SELECT ${id}::bigint, (now() AT TIME ZONE 'UTC')::date - ago,
      184_300 - ago * 100 - CASE WHEN ago >= 40 THEN 9_000 ELSE 0 END, 420, 6
    FROM generate_series(0, 365) ago
    ON CONFLICT (influencer_id, day) DO UPDATE SET followers = excluded.followers, following = excluded.following`.execute(env.ctx.db);
  return new Date(Date.now() - 39 * 86_400_000).toISOString().slice(0, 10);
}

/** What a reader sees in both formats, without the bidi marks that steer but draw nothing. */
const plain = (value: string) => value.replace(new RegExp(MARKS, "g"), "");

describe("the growth and authenticity sections read back", () => {
  let spikeDay = "";
  beforeAll(async () => {
    spikeDay = await seedSaraHistory();
  });

  for (const language of ["en", "ar"] as const) {
    const words = REPORT_TEXT[language].vetting;

    it(`chart the year, give the growth, our five signals with their reasons and both scores (${language})`, async () => {
      const { pdf, pptx } = await readBack(language, "sara.alqahtani", LIFESTYLE);
      const headings = [words.growthTitle, words.authenticityTitle, words.growth(30), words.growth(90), words.vendorScore, words.estimate];
      const kinds = ["engagement", "likes_per_comment", "growth_spike", "follower_following"] as const;
      for (const [format, content] of [
        ["pdf", pdf],
        ["pptx", pptx.slides],
      ] as const) {
        for (const heading of headings) expect(content, `${format}: ${heading}`).toContain(heading);
        for (const kind of kinds) expect(content, `${format}: ${kind}`).toContain(words.kinds[kind]);
        expect(content, `${format}: the spike's verdict`).toContain(words.verdicts.warning);
        expect(content, `${format}: no "no history" notice`).not.toContain(plain(words.noHistory).slice(0, 24));
      }
      // The spike's reason with its day, its gain (a year's +100 a day, then 9,000 more) and its usual +100.
      const fmt = reportFormat(language, "—");
      const date = fmt.date(new Date(`${spikeDay}T12:00:00Z`));
      const reason = plain(words.reasons.spike({ value: fmt.signed(9_100), benchmark: fmt.signed(100), share: "", times: "", date }));
      expect(plain(pptx.slides), "pptx: the spike's sentence").toContain(reason);
      if (language === "en") expect(pdf, "pdf: the spike's sentence").toContain(`On ${date} the account gained +9,100 followers in a day`);
      else expect(pdf, "pdf: the spike's sentence").toContain("في يومه المعتاد");
      // The PPTX's line chart is a native chart holding the year's points, the last one today's followers.
      expect(pptx.charts).toContain(words.chartTitle);
      expect(pptx.charts).toContain("<c:v>184300</c:v>");
    }, 60_000);

    it(`say plainly that an account without history has none (${language})`, async () => {
      const { pdf, pptx } = await readBack(language, GRAPH_ACCOUNT, LIFESTYLE);
      const notice = plain(words.noHistory);
      expect(plain(pptx.slides)).toContain(notice);
      // The PDF wraps the sentence: its first words are on one line.
      expect(pdf).toContain(notice.split(" ").slice(0, 4).join(" "));
      expect(pptx.charts).not.toContain(words.chartTitle);
    }, 60_000);
  }
});

describe("an account without any category", () => {
  it("is 'Uncategorised' in both languages and both formats, never the platform's name", async () => {
    for (const language of ["en", "ar"] as const) {
      const model = sampleModel({ language });
      model.account.categories = [];
      const { labels, platforms } = REPORT_TEXT[language];
      const pdf = await pdfText(await renderPdfReport(model));
      const { slides } = await pptxXml(await renderPptxReport(model));
      for (const content of [pdf, slides]) {
        expect(content).toContain(`${labels.category}: ${labels.uncategorised}`);
        expect(content).not.toContain(`${labels.category}: ${platforms.instagram}`);
      }
    }
  }, 60_000);

  it("every age group has a label of its range", () => {
    expect(AGE_GROUPS.map(ageLabel)).toEqual(AGES);
  });
});

describe("the licence to advertise reads back", () => {
  const expiry = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  /** Without the marks and brackets: pdf.js reads a right-to-left line back without mirroring its brackets again. */
  const loose = (value: string) => plain(value).replace(/[()]/g, "").replace(/\s+/g, " ");

  beforeAll(async () => {
    // A user records Sara's Mawthooq number, as the details dialog does.
    const user = await createUser(env.ctx);
    const id = influencerId("instagram", "sara.alqahtani");
    const recorded = await env.app.inject({
      method: "PUT",
      url: `/api/influencers/${id}/licences/SA/`,
      headers: bearer(await accessTokenFor(env.ctx, user)),
      payload: { number: "4417283", expires_on: expiry, confirmed: true },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
  });

  for (const language of ["en", "ar"] as const) {
    const words = REPORT_TEXT[language].vetting.licence;

    it(`gives a recorded licence's number, status and expiry, and says none is known of an account without one (${language})`, async () => {
      const fmt = reportFormat(language, "—");
      const date = fmt.date(new Date(`${expiry}T12:00:00Z`));
      const licensed = await readBack(language, "sara.alqahtani", LIFESTYLE);
      for (const [format, content] of [
        ["pdf", loose(licensed.pdf)],
        ["pptx", loose(licensed.pptx.slides)],
      ] as const) {
        expect(content, `${format}: the section`).toContain(words.title);
        expect(content, `${format}: the licence`).toContain(loose(words.country.SA));
        expect(content, `${format}: its number`).toContain("4417283");
        expect(content, `${format}: its status`).toContain(words.status.valid);
        expect(content, `${format}: its expiry`).toContain(date);
        expect(content, `${format}: the check page`).toContain("elaam.gamr.gov.sa");
        // No UAE permit is known: that row says so.
        expect(content, `${format}: the UAE row`).toContain(words.checkBeforeBooking);
      }

      const unlicensed = await readBack(language, GRAPH_ACCOUNT, LIFESTYLE);
      for (const [format, content] of [
        ["pdf", loose(unlicensed.pdf)],
        ["pptx", loose(unlicensed.pptx.slides)],
      ] as const) {
        expect(content, `${format}: the section`).toContain(words.title);
        expect(content, `${format}: none known`).toContain(words.checkBeforeBooking);
        expect(content, `${format}: no number`).not.toContain("4417283");
        expect(content, `${format}: no valid licence`).not.toContain(`${words.number}:`);
      }
    }, 90_000);
  }
});

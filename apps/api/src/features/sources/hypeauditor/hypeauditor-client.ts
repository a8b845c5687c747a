import type { TPlatform } from "@radar/contract/constants";
import { activeFilters } from "../../discovery/public.ts";
import { SourceHttp } from "../http/source-http.ts";
import { HYPEAUDITOR_MARKET_PAGE_SIZE, HYPEAUDITOR_TRANSLATIONS, hypeAuditorMarketBody } from "../market/hypeauditor-market-body.ts";
import { translateFilters } from "../market/vendor-translation.ts";
import { SourceError } from "../source-errors.ts";
import type { HypeAuditorSettings } from "../source-settings.ts";
import type {
  AccountQuery,
  ClientDeps,
  MarketPage,
  MarketSearchRequest,
  SourceAccount,
  SourceClient,
  VendorSearchPage,
  VendorSearchQuery,
} from "../source-types.ts";
import { ZReportAnswerSchema, ZSearchAnswerSchema } from "./hypeauditor-answers.ts";
import { classifyHypeAuditorAnswer } from "./hypeauditor-errors.ts";
import { toSourceAccount } from "./hypeauditor-mapping.ts";
import { HYPEAUDITOR_MAX_PAGE, hypeAuditorSearchBody } from "./hypeauditor-search-body.ts";

/**
 * The report method and its account parameter per platform [C]: Instagram by `username`, YouTube
 * by `channel` (id or handle), TikTok by `channel`. X: `auditor.twitter` exists [C] but its
 * parameter is [U]; `channel` is assumed, as on the other non-Instagram methods.
 */
const REPORT_METHODS: Record<TPlatform, { path: string; param: "username" | "channel" }> = {
  instagram: { path: "/auditor.report/", param: "username" },
  youtube: { path: "/auditor.youtube/", param: "channel" },
  tiktok: { path: "/auditor.tiktok/", param: "channel" },
  twitter: { path: "/auditor.twitter/", param: "channel" },
};

/** How long we wait for a report HypeAuditor is still generating, and what we assume when it names no wait. */
const DEFAULT_RETRY_TTL_MS = 5_000;
const MAX_RETRY_TTL_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * HypeAuditor (reference/data-sources.md §5): account reports (`auditor.report` & co., v=2) and
 * discovery search (`auditor.search`), authenticated with the X-Auth-Id / X-Auth-Token headers.
 * A report may still be generating (`report_state: NOT_READY`, or HTTP 202 with `retryTtl` [P]):
 * we wait in the request while the waits add up to at most HYPEAUDITOR_REPORT_WAIT_MS, then answer a
 * `pending` SourceError (the report is bought: asking the next vendor would pay twice). A lookup
 * with `poll` asks for a report already bought, once, for no credit. One credit per report and per
 * search page on our meter.
 */
export class HypeAuditorClient implements SourceClient {
  readonly id = "hypeauditor" as const;
  readonly platforms: readonly TPlatform[];
  private readonly http: SourceHttp;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly settings: HypeAuditorSettings,
    private readonly deps: ClientDeps,
  ) {
    this.platforms = settings.platforms;
    this.sleep = deps.sleep ?? defaultSleep;
    this.http = SourceHttp.forClient(
      settings,
      deps,
      {
        classify: classifyHypeAuditorAnswer,
        secrets: [settings.token],
      },
      "HypeAuditor is not configured",
    );
  }

  private get headers(): Record<string, string> {
    return { "x-auth-id": this.settings.clientId, "x-auth-token": this.settings.token };
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    const method = REPORT_METHODS[query.platform];
    if (!this.platforms.includes(query.platform)) throw new SourceError("unsupported", "hypeauditor", `no ${query.platform} reports`);
    const handle = query.handle.trim().replace(/^@/, "");
    // What a user waits for a preview with a spinner (HYPEAUDITOR_REPORT_WAIT_MS); longer generations are polled by sources-report-poll.
    const inlineWaitMs = this.deps.reportWaitMs ?? this.settings.reportWaitMs;
    let waited = 0;
    for (let poll = 0; ; poll += 1) {
      // The first request buys the report; asking again for the same report while it is generated is not a new one.
      const answer = await this.http.request({
        method: "GET",
        path: method.path,
        query: { [method.param]: handle, v: 2 },
        headers: this.headers,
        units: poll === 0 && !query.poll ? 1 : 0,
      });
      const parsed = ZReportAnswerSchema.safeParse(answer.json);
      if (!parsed.success) throw await this.malformed(`report: ${parsed.error.issues[0]?.path.join(".") ?? "body"}`);
      const { result } = parsed.data;
      const report = result.report;
      if (answer.status !== 202 && result.report_state !== "NOT_READY" && report) {
        const account = toSourceAccount(query.platform, handle, report);
        // READY_LOW_CONFIDENCE is a documented state [C]; that it concerns the audience estimate is our reading [U].
        if (result.report_state === "READY_LOW_CONFIDENCE" && account.record.audience) account.estimated.push("audience");
        return account;
      }
      if (answer.status !== 202 && result.report_state !== "NOT_READY") throw await this.malformed("report: no report in a ready answer");
      const ttlSeconds = result.retryTtl ?? parsed.data.retryTtl ?? Number(answer.headers.get("retry-after") ?? Number.NaN);
      const waitMs = Number.isFinite(ttlSeconds) ? Math.min(MAX_RETRY_TTL_MS, Math.max(500, ttlSeconds * 1000)) : DEFAULT_RETRY_TTL_MS;
      if (query.poll || waited + waitMs > inlineWaitMs) {
        throw SourceError.unavailable("hypeauditor", `the report of ${handle} is still being generated`, {
          retryable: true,
          retryAfterMs: waitMs,
          reportPending: true,
        });
      }
      waited += waitMs;
      await this.sleep(waitMs);
    }
  }

  async search(query: VendorSearchQuery): Promise<VendorSearchPage> {
    if (!this.platforms.includes(query.platform)) throw new SourceError("unsupported", "hypeauditor", `no ${query.platform} search`);
    if (query.page > HYPEAUDITOR_MAX_PAGE) return { accounts: [], totalPages: HYPEAUDITOR_MAX_PAGE };
    const body = hypeAuditorSearchBody(query.platform, query.filters, query.page);
    const answer = await this.http.requestJson(
      { method: "POST", path: "/auditor.search/", json: body, headers: this.headers, units: 1 },
      ZSearchAnswerSchema,
    );
    const { filters } = query;
    const known = { country: filters.country ?? null, verified: filters.verified_only ? true : undefined };
    let accounts = answer.result.search_results.map((row) => toSourceAccount(query.platform, row.basic.username ?? "", row, known));
    accounts = accounts.filter((account) => account.record.username !== "");
    // HypeAuditor has no ER filter on YouTube: the page's rows are held to it here (rows without an ER cannot show they pass).
    const erFrom = filters.er_from ?? 0;
    if (body.er === undefined && erFrom > 0) {
      accounts = accounts.filter((account) => !account.missing.includes("er") && account.record.erBp >= Math.round(erFrom * 100));
    }
    return { accounts, totalPages: Math.min(answer.result.total_pages, HYPEAUDITOR_MAX_PAGE) };
  }

  /**
   * One page of our search in HypeAuditor's discovery language (market/hypeauditor-market-body.ts):
   * 20 rows a page, 10,000 rows at most [C]; its total is its page count times the page size.
   */
  async marketSearch({ query, page }: MarketSearchRequest): Promise<MarketPage> {
    if (!this.platforms.includes(query.platform)) throw new SourceError("unsupported", "hypeauditor", `no ${query.platform} search`);
    const body = hypeAuditorMarketBody(query.platform, page, query.similar);
    const translation = await translateFilters(query, activeFilters(query), HYPEAUDITOR_TRANSLATIONS, body, null);
    if (page > HYPEAUDITOR_MAX_PAGE) return { accounts: [], total: null, lastPage: HYPEAUDITOR_MAX_PAGE, translation };
    const answer = await this.http.requestJson(
      { method: "POST", path: "/auditor.search/", json: body, headers: this.headers, units: 1 },
      ZSearchAnswerSchema,
    );
    const accounts = answer.result.search_results
      .map((row) => toSourceAccount(query.platform, row.basic.username ?? "", row))
      .filter((account) => account.record.username !== "");
    const pages = Math.min(answer.result.total_pages, HYPEAUDITOR_MAX_PAGE);
    return { accounts, total: answer.result.total_pages * HYPEAUDITOR_MARKET_PAGE_SIZE, lastPage: Math.max(1, pages), translation };
  }

  /** `auditor.searchSandbox/`: HypeAuditor validates the request and the credentials but spends no credit [C]. */
  async testConnection(): Promise<string> {
    const answer = await this.http.requestJson(
      { method: "POST", path: "/auditor.searchSandbox/", json: { social_network: "instagram", page: 1 }, headers: this.headers, units: 0 },
      ZSearchAnswerSchema,
    );
    const left = answer.result.queries_left;
    return `HypeAuditor accepted our credentials${left != null ? `; ${left.toLocaleString("en-US")} discovery queries left` : ""}`;
  }

  private async malformed(detail: string): Promise<SourceError> {
    const error = SourceError.unavailable("hypeauditor", `unexpected answer: ${detail}`);
    await this.deps.meter.failed(error);
    return error;
  }
}

import type { TPlatform } from "@radar/contract/constants";
import { activeFilters } from "../../discovery/public.ts";
import { SourceHttp } from "../http/source-http.ts";
import { MODASH_TRANSLATIONS, type ModashDictionary, modashMarketBody } from "../market/modash-market-body.ts";
import { translateFilters } from "../market/vendor-translation.ts";
import { SourceError } from "../source-errors.ts";
import type { ModashSettings } from "../source-settings.ts";
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
import {
  ZDictionaryAnswerSchema,
  ZLocationsAnswerSchema,
  ZReportAnswerSchema,
  ZSearchAnswerSchema,
  ZUserInfoAnswerSchema,
  ZUsersAnswerSchema,
} from "./modash-answers.ts";
import { classifyModashAnswer } from "./modash-errors.ts";
import { MODASH_INTEREST_CATEGORIES } from "./modash-interests.ts";
import { reportToAccount, searchRowToAccount } from "./modash-mapping.ts";
import { countryName } from "./modash-places.ts";
import { MODASH_MAX_PAGE_INDEX, MODASH_PAGE_SIZE, modashSearchBody } from "./modash-search-body.ts";

/** A YouTube channel id: Modash's YouTube userIds are channel ids [U], so such a handle needs no lookup. */
const CHANNEL_ID = /^UC[\w-]{22}$/;

/** Modash location ids of countries, per base URL and platform: a dictionary that does not change while we run. */
const locationIds = new Map<string, number | null>();
/** Modash interest ids, likewise. */
const dictionaryIds = new Map<string, number | null>();

/**
 * Modash's Discovery API (reference/data-sources.md §6), Bearer token. A lookup finds the account's
 * userId with the free handle lookup (`GET /{platform}/users`, an exact username match) and then buys
 * its report (`GET /{platform}/profile/{userId}/report`, about 1 credit); a search page is
 * `POST /{platform}/search` (about 0.01 credit a row: counted as 1 unit a page on our meter).
 */
export class ModashClient implements SourceClient {
  readonly id = "modash" as const;
  readonly platforms: readonly TPlatform[];
  private readonly http: SourceHttp;

  constructor(
    private readonly settings: ModashSettings,
    deps: ClientDeps,
  ) {
    this.platforms = settings.platforms;
    this.http = SourceHttp.forClient(
      settings,
      deps,
      {
        classify: classifyModashAnswer,
        secrets: [settings.apiToken],
      },
      "Modash is not configured",
    );
  }

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.settings.apiToken}` };
  }

  private supported(platform: TPlatform): void {
    if (!this.platforms.includes(platform)) throw new SourceError("unsupported", "modash", `Modash has no ${platform} accounts`);
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    this.supported(query.platform);
    const handle = query.handle.trim().replace(/^@/, "");
    const userId = query.platform === "youtube" && CHANNEL_ID.test(handle) ? handle : await this.userIdOf(query.platform, handle);
    const answer = await this.http.requestJson(
      { path: `/${query.platform}/profile/${encodeURIComponent(userId)}/report`, headers: this.headers, units: 1 },
      ZReportAnswerSchema,
    );
    return reportToAccount(query.platform, handle, answer.profile);
  }

  /** The userId of the account whose username is `handle` (any case); not_found when Modash knows none. */
  private async userIdOf(platform: TPlatform, handle: string): Promise<string> {
    const answer = await this.http.requestJson(
      { path: `/${platform}/users`, query: { query: handle, limit: 5 }, headers: this.headers, units: 0 },
      ZUsersAnswerSchema,
    );
    const wanted = handle.toLowerCase();
    const user = answer.users.find((u) => [u.username, u.handle].some((name) => name?.replace(/^@/, "").toLowerCase() === wanted));
    if (!user) throw SourceError.notFound("modash", `Modash knows no ${platform} account named ${handle}`);
    return user.userId;
  }

  async search(query: VendorSearchQuery): Promise<VendorSearchPage> {
    this.supported(query.platform);
    const { filters, platform } = query;
    if (query.page - 1 > MODASH_MAX_PAGE_INDEX) return { accounts: [], totalPages: MODASH_MAX_PAGE_INDEX + 1 };
    const locationId = filters.country ? await this.countryLocationId(platform, filters.country) : null;
    // A country Modash has no location for cannot match anything.
    if (filters.country && locationId === null) return { accounts: [], totalPages: 0 };
    const answer = await this.http.requestJson(
      {
        method: "POST",
        path: `/${platform}/search`,
        json: modashSearchBody(filters, query.page, locationId),
        headers: this.headers,
        units: 1,
      },
      ZSearchAnswerSchema,
    );
    // Only direct matches satisfy the filters; lookalikes are Modash's broader suggestions.
    const directs = answer.directs ?? [];
    const known = { country: filters.country ?? null, verified: filters.verified_only === true };
    const accounts = directs
      .map((row) => searchRowToAccount(platform, row, known))
      .filter(({ record }) => record.username !== "")
      // Modash rounds the follower bounds [P]: rows outside the exact range asked for are left out.
      .filter(
        ({ record }) =>
          record.followers >= (filters.followers_from ?? 0) && record.followers <= (filters.followers_to ?? Number.MAX_SAFE_INTEGER),
      );
    const pageSize = Math.max(MODASH_PAGE_SIZE, directs.length);
    return { accounts, totalPages: Math.min(MODASH_MAX_PAGE_INDEX + 1, Math.ceil(answer.total / pageSize)) };
  }

  /**
   * One page of our search in Modash's discovery language (market/modash-market-body.ts): 15 rows a
   * page, pages 0–665 [P]; only the direct matches, as `search` takes them.
   */
  async marketSearch({ query, page, now }: MarketSearchRequest): Promise<MarketPage> {
    this.supported(query.platform);
    const platform = query.platform;
    const body = modashMarketBody(page, query.similar);
    const dictionary: ModashDictionary = {
      platform,
      now,
      locationOfCountry: (code) => this.countryLocationId(platform, code),
      interestOfCategory: (id) => this.interestOfCategory(platform, id),
    };
    const translation = await translateFilters(query, activeFilters(query), MODASH_TRANSLATIONS, body, dictionary);
    const lastPage = MODASH_MAX_PAGE_INDEX + 1;
    if (page > lastPage) return { accounts: [], total: null, lastPage, translation };
    const answer = await this.http.requestJson(
      { method: "POST", path: `/${platform}/search`, json: body, headers: this.headers, units: 1 },
      ZSearchAnswerSchema,
    );
    const directs = answer.directs ?? [];
    const known = { country: null, verified: query.verifiedOnly };
    const accounts = directs.map((row) => searchRowToAccount(platform, row, known)).filter(({ record }) => record.username !== "");
    const pageSize = Math.max(MODASH_PAGE_SIZE, directs.length);
    return { accounts, total: answer.total, lastPage: Math.max(1, Math.min(lastPage, Math.ceil(answer.total / pageSize))), translation };
  }

  /**
   * The Modash interest id of one of our categories (`GET /{platform}/interests?query=`, free): the
   * first Modash interest name that maps to the category, looked up once per process.
   */
  private async interestOfCategory(platform: TPlatform, categoryId: number): Promise<number | null> {
    const name = Object.entries(MODASH_INTEREST_CATEGORIES).find(([, id]) => id === categoryId)?.[0];
    if (!name) return null;
    const key = `${this.settings.baseUrl} ${platform} interest ${name}`;
    if (dictionaryIds.has(key)) return dictionaryIds.get(key) ?? null;
    const answer = await this.http.requestJson(
      { path: `/${platform}/interests`, query: { query: name, limit: 10 }, headers: this.headers, units: 0 },
      ZDictionaryAnswerSchema,
    );
    const wanted = name.toLowerCase();
    const id = answer.interests.find((entry) => entry.name.toLowerCase() === wanted)?.id ?? null;
    dictionaryIds.set(key, id);
    return id;
  }

  /** The Modash location id of a country (`GET /{platform}/locations?query=<English name>`, free), remembered per process. */
  private async countryLocationId(platform: TPlatform, code: string): Promise<number | null> {
    const key = `${this.settings.baseUrl} ${platform} ${code}`;
    if (locationIds.has(key)) return locationIds.get(key) ?? null;
    const name = countryName(code);
    if (!name) return null;
    const answer = await this.http.requestJson(
      { path: `/${platform}/locations`, query: { query: name, limit: 10 }, headers: this.headers, units: 0 },
      ZLocationsAnswerSchema,
    );
    // The country itself, not a city of the same name: its title is its name alone ("London, United Kingdom" is a city).
    const wanted = name.toLowerCase();
    const match = answer.locations.find((l) => l.name.toLowerCase() === wanted && !l.title?.includes(","));
    const id = match?.id ?? null;
    locationIds.set(key, id);
    return id;
  }

  /** `GET /user/info` [P]: proves the token and reads the credits left. */
  async testConnection(): Promise<string> {
    const answer = await this.http.requestJson({ path: "/user/info", headers: this.headers, units: 0 }, ZUserInfoAnswerSchema);
    const credits = answer.billing?.credits;
    return `Modash accepted our token${credits != null ? `; ${credits.toLocaleString("en-US")} credits left` : ""}`;
  }
}

import type { TPlatform } from "@radar/contract/constants";
import { type HttpAnswer, SourceHttp } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import type { XSettings } from "../source-settings.ts";
import type { AccountQuery, ClientDeps, SourceAccount, SourceClient } from "../source-types.ts";
import { ZXUserAnswerSchema } from "./x-answers.ts";
import { classifyXAnswer } from "./x-errors.ts";
import { mapXUser } from "./x-mapping.ts";

/** X usernames: letters, digits and '_', at most 15 (X refuses anything else with invalid-request). */
export const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** Everything the mapping reads; X answers only `id,name,username` unless asked. */
export const X_USER_FIELDS =
  "created_at,description,location,profile_image_url,public_metrics,url,verified,verified_type,protected,entities";

/** A known account for the connection test (X's own developer account). */
const KNOWN_USERNAME = "XDevelopers";

/**
 * X API v2 user lookup with the app's bearer token: one request per account. X bills every user
 * read, so our daily budget counts requests; the 15-minute window is honoured from its headers.
 */
export class XClient implements SourceClient {
  readonly id = "x" as const;
  readonly platforms: readonly TPlatform[] = ["twitter"];
  private readonly http: SourceHttp;

  constructor(
    private readonly settings: XSettings,
    private readonly deps: ClientDeps,
  ) {
    if (!settings.baseUrl) throw new SourceError("unsupported", "x", "the X source is off");
    this.http = new SourceHttp({
      source: "x",
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      meter: deps.meter,
      classify: classifyXAnswer,
      onAnswer: (answer) => this.readRateLimit(answer),
      fetchImpl: deps.fetchImpl,
      sleep: deps.sleep,
      backoffMs: deps.backoffMs,
    });
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    if (query.platform !== "twitter") throw new SourceError("unsupported", "x", `cannot look up ${query.platform} accounts`);
    const username = query.handle.trim().replace(/^@/, "");
    if (!X_USERNAME.test(username)) throw SourceError.notFound("x", "not an X username");
    const answer = await this.http.requestJson(
      {
        path: `/users/by/username/${encodeURIComponent(username)}`,
        query: { "user.fields": X_USER_FIELDS },
        headers: { authorization: `Bearer ${this.settings.bearerToken}` },
      },
      ZXUserAnswerSchema,
    );
    return mapXUser(answer.data);
  }

  async testConnection(): Promise<string> {
    const account = await this.lookup({ platform: "twitter", handle: KNOWN_USERNAME });
    return `X API v2: @${account.record.username} has ${account.record.followers.toLocaleString("en")} followers`;
  }

  /**
   * The last call of a 15-minute window (x-rate-limit-remaining: 0) pauses the source until
   * x-rate-limit-reset, so we do not spend a call X will refuse. A 429 is left to SourceHttp,
   * which waits for a near reset and retries, or pauses for a far one.
   */
  private async readRateLimit(answer: HttpAnswer): Promise<void> {
    if (answer.status === 429 || answer.headers.get("x-rate-limit-remaining") !== "0") return;
    const reset = Number(answer.headers.get("x-rate-limit-reset"));
    if (!Number.isFinite(reset) || reset * 1000 <= Date.now()) return;
    await this.deps.meter.pause(new Date(reset * 1000), "X rate-limit window spent (x-rate-limit-remaining: 0)");
  }
}

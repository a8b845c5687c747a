import type { TPlatform } from "@radar/contract/constants";
import { z } from "zod";
import { type HttpAnswer, SourceHttp } from "../http/source-http.ts";
import { isSourceError, SourceError } from "../source-errors.ts";
import type { XSettings } from "../source-settings.ts";
import type { AccountQuery, ClientDeps, SourceAccount, SourceClient } from "../source-types.ts";
import { ZXUserAnswerSchema, ZXUserSchema } from "./x-answers.ts";
import { classifyXAnswer } from "./x-errors.ts";
import { mapXUser } from "./x-mapping.ts";

/** X usernames: letters, digits and '_', at most 15 (X refuses anything else with invalid-request). */
export const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** Everything the mapping reads; X answers only `id,name,username` unless asked. */
export const X_USER_FIELDS =
  "created_at,description,location,profile_image_url,public_metrics,url,verified,verified_type,protected,entities";

/** `GET /2/users/by?usernames=` takes up to 100 usernames a call ([C] data-sources.md §4). */
export const X_USERNAMES_PER_CALL = 100;

/** The batch answer: found users in `data`, unknown ones as partial errors (both may be absent). */
const ZXUsersAnswerSchema = z.object({ data: z.array(ZXUserSchema).default([]) }).loose();

/** A known account for the connection test (X's own developer account). */
const KNOWN_USERNAME = "XDevelopers";

/**
 * X API v2 user lookup with the app's bearer token: one request per account, or 100 a request
 * when several are refreshed. X bills every user read, so our daily budget counts users read; the 15-minute window is honoured from its headers.
 */
export class XClient implements SourceClient {
  readonly id = "x" as const;
  readonly platforms: readonly TPlatform[] = ["twitter"];
  private readonly http: SourceHttp;

  constructor(
    settings: XSettings,
    private readonly deps: ClientDeps,
  ) {
    this.http = SourceHttp.forClient(
      settings,
      deps,
      {
        classify: classifyXAnswer,
        headers: { authorization: `Bearer ${settings.bearerToken}` },
        secrets: [settings.bearerToken],
        onAnswer: (answer) => this.readRateLimit(answer),
      },
      "the X source is off",
    );
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    if (query.platform !== "twitter") throw new SourceError("unsupported", "x", `cannot look up ${query.platform} accounts`);
    const username = query.handle.trim().replace(/^@/, "");
    if (!X_USERNAME.test(username)) throw SourceError.notFound("x", "not an X username");
    const answer = await this.http.requestJson(
      {
        path: `/users/by/username/${encodeURIComponent(username)}`,
        query: { "user.fields": X_USER_FIELDS },
      },
      ZXUserAnswerSchema,
    );
    return mapXUser(answer.data);
  }

  /**
   * Users by username, 100 a call (`/2/users/by?usernames=`). Each user read is billed, so each
   * name costs one unit of our budget. Keyed by username lower-cased; unknown ones are left out.
   */
  async lookupMany(platform: TPlatform, handles: readonly string[]): Promise<Map<string, SourceAccount>> {
    const found = new Map<string, SourceAccount>();
    if (platform !== "twitter") return found;
    const names = [
      ...new Set(handles.map((handle) => handle.trim().replace(/^@/, "").toLowerCase()).filter((name) => X_USERNAME.test(name))),
    ];
    for (let start = 0; start < names.length; start += X_USERNAMES_PER_CALL) {
      const batch = names.slice(start, start + X_USERNAMES_PER_CALL);
      let users: z.output<typeof ZXUsersAnswerSchema>["data"];
      try {
        users = (
          await this.http.requestJson(
            { path: "/users/by", query: { usernames: batch.join(","), "user.fields": X_USER_FIELDS }, units: batch.length },
            ZXUsersAnswerSchema,
          )
        ).data;
      } catch (error) {
        // Only errors and no data: none of the batch exists.
        if (isSourceError(error) && error.kind === "not_found") continue;
        throw error;
      }
      for (const user of users) found.set(user.username.toLowerCase(), mapXUser(user));
    }
    return found;
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

import { createHmac } from "node:crypto";
import type { TPlatform } from "@radar/contract/constants";
import type { z } from "zod";
import { type HttpAnswer, SourceHttp } from "../http/source-http.ts";
import { isSourceError, SourceError } from "../source-errors.ts";
import type { InstagramSettings } from "../source-settings.ts";
import type { AccountQuery, ClientDeps, SourceAccount, SourceClient } from "../source-types.ts";
import { ZBusinessDiscoveryAnswerSchema, ZOwnAccountAnswerSchema } from "./instagram-answers.ts";
import { classifyGraphAnswer, GRAPH_RATE_LIMIT_CODES, graphError } from "./instagram-errors.ts";
import { mapBusinessDiscovery } from "./instagram-mapping.ts";
import { graphPauseMs, graphUsage } from "./instagram-usage.ts";

/** Instagram usernames: letters, digits, '.' and '_', at most 30. Anything else cannot exist. */
export const INSTAGRAM_USERNAME = /^[a-z0-9._]{1,30}$/;

/** How many recent posts engagement is computed from (one request; Graph's maximum N is unknown [U]). */
export const RECENT_MEDIA = 12;

const USER_FIELDS = "id,ig_id,username,name,biography,website,profile_picture_url,followers_count,follows_count,media_count";
const MEDIA_FIELDS = "id,caption,media_type,media_product_type,permalink,timestamp,like_count,comments_count";

/** The field expansion that reads another professional account through ours. `handle` is already validated. */
export function businessDiscoveryFields(handle: string, mediaLimit = RECENT_MEDIA): string {
  return `business_discovery.username(${handle}){${USER_FIELDS},media.limit(${mediaLimit}){${MEDIA_FIELDS}}}`;
}

/** Meta's appsecret_proof: HMAC-SHA256 of the access token keyed with the app secret, in hex. */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac("sha256", appSecret).update(accessToken).digest("hex");
}

/**
 * Instagram Graph API Business Discovery: reads a Business or Creator account's public profile
 * and its newest posts through our own professional account (`userId`), one request per lookup.
 * Meta's usage headers are honoured before Meta blocks us (instagram-usage.ts).
 */
export class InstagramClient implements SourceClient {
  readonly id = "instagram" as const;
  readonly platforms: readonly TPlatform[] = ["instagram"];
  private readonly http: SourceHttp;

  constructor(
    private readonly settings: InstagramSettings,
    private readonly deps: ClientDeps,
  ) {
    this.http = SourceHttp.forClient(
      settings,
      deps,
      {
        classify: classifyGraphAnswer,
        // The token goes in the Authorization header, never as ?access_token= (request logs keep URLs).
        headers: { authorization: `Bearer ${settings.accessToken}` },
        secrets: [settings.accessToken, ...(settings.appSecret ? [settings.appSecret] : [])],
        onAnswer: (answer) => this.readUsage(answer),
      },
      "the Instagram source is off",
    );
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    if (query.platform !== "instagram") throw new SourceError("unsupported", "instagram", `cannot look up ${query.platform} accounts`);
    const handle = query.handle.trim().replace(/^@/, "").toLowerCase();
    // The handle goes into a field expression: only the username alphabet may reach it.
    if (!INSTAGRAM_USERNAME.test(handle)) throw SourceError.notFound("instagram", "not an Instagram username");
    const answer = await this.call(businessDiscoveryFields(handle), ZBusinessDiscoveryAnswerSchema);
    if (!answer.business_discovery)
      throw SourceError.notFound("instagram", "Business Discovery withheld the account (age-gated or restricted)");
    return mapBusinessDiscovery(answer.business_discovery, handle);
  }

  async testConnection(): Promise<string> {
    const own = await this.call("id,username", ZOwnAccountAnswerSchema);
    return `Graph ${this.settings.graphVersion}: reading through @${own.username ?? "?"} (IG user ${own.id})`;
  }

  /** One read of our own node; what Graph says of the token goes to the token watch (190: refused). */
  private async call<T extends z.ZodType>(fields: string, schema: T): Promise<z.output<T>> {
    try {
      const answer = await this.http.requestJson(this.nodeRequest(fields), schema);
      await this.deps.tokenWatch?.accepted();
      return answer;
    } catch (error) {
      if (isSourceError(error)) {
        if (error.options.graphCode === 190) await this.deps.tokenWatch?.rejected(error.message);
        // "No such account" is an answer read with a working token.
        else if (error.kind === "not_found") await this.deps.tokenWatch?.accepted();
      }
      throw error;
    }
  }

  private nodeRequest(fields: string) {
    const { graphVersion, userId, accessToken, appSecret } = this.settings;
    return {
      path: `/${encodeURIComponent(graphVersion)}/${encodeURIComponent(userId)}`,
      // Graph reads the proof from the parameters only; it is useless without the token.
      query: { fields, appsecret_proof: appSecret ? appSecretProof(accessToken, appSecret) : undefined },
    };
  }

  /** After every answer: at ≥ 95 % of a Meta window (or when Meta is throttling us) the source rests. */
  private async readUsage(answer: HttpAnswer): Promise<void> {
    const usage = graphUsage(answer.headers);
    const pauseMs = graphPauseMs(usage);
    if (pauseMs === null) return;
    const error = graphError(answer);
    const why =
      error && GRAPH_RATE_LIMIT_CODES.has(error.code)
        ? `Meta rate limit (#${error.code})`
        : `Meta usage at ${Math.round(usage.highestPercent)} % of its window`;
    await this.deps.meter.pause(new Date(Date.now() + pauseMs), `${why}: paused for ${Math.round(pauseMs / 60_000)} min`);
  }
}

import { marketPersona } from "../sandbox/market/market-persona.ts";
import { findMarketAccount } from "../sandbox/market/synthetic-market.ts";
import { failsThisTime, type SandboxFault, sandboxFault } from "../sandbox/sandbox-faults.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { lookupHandle, originalHandle } from "../sandbox/sandbox-renames.ts";
import {
  accessNotConfigured,
  backendError,
  type GoogleError,
  incompatibleParameters,
  noFilter,
  quotaExceeded,
  rateLimitExceeded,
} from "./youtube-sandbox-errors.ts";
import type { SandboxChannel } from "./youtube-sandbox-format.ts";
import { channelIdFor, etagOf, handleOfChannelId } from "./youtube-sandbox-ids.ts";
import { channelResource } from "./youtube-sandbox-render.ts";
import { type MethodContext, partsOf, resultsPerPage, type SandboxAnswer } from "./youtube-sandbox-request.ts";
import { channelFacts } from "./youtube-sandbox-search.ts";

const PLAUSIBLE = /^[\p{L}\p{N}._-]{1,100}$/u;
const CHANNEL_PARTS = ["id", "snippet", "contentDetails", "statistics", "topicDetails", "brandingSettings", "status", "localizations"];
const SELECTORS = ["forUsername", "id", "forHandle"] as const;

/**
 * The channel a handle stands for. A channel of the synthetic market (the ids search.list finds)
 * shows its market record's figures and its declared facts, so some declare no country or language
 * and some hide likes, comments or subscribers (`channelFacts`); any other handle is its persona,
 * which declares everything. Sandbox conventions on top: "legacy…" names are legacy usernames only
 * (found by forUsername, not by forHandle, and without a handle of their own, like channels from
 * before handles); "hidden…" channels hide their subscriber count; a renamed account's new handle
 * stands for the same channel (sandbox-renames.ts).
 */
export function channelFor(handle: string, avatarUrl: (handle: string) => string): SandboxChannel {
  const asked = handle.replace(/^@/, "").toLowerCase();
  const name = originalHandle("youtube", asked) ?? asked;
  const account = findMarketAccount("youtube", "youtube", name);
  const persona = (account && marketPersona("youtube", "youtube", name)) ?? sandboxPersona("youtube", name);
  const facts = account ? channelFacts(account) : null;
  return {
    id: channelIdFor(name),
    handle: name.startsWith("legacy") ? null : name,
    persona,
    hiddenSubscribers: name.startsWith("hidden") || (facts?.hidesSubscribers ?? false),
    avatarUrl: avatarUrl(name),
    country: facts ? facts.country : persona.country,
    language: facts ? facts.language : persona.language,
    hidesLikes: facts?.hidesLikes ?? false,
    hidesComments: facts?.hidesComments ?? false,
  };
}

/** Any well-formed id resolves: to the channel of the handle it was made from, or else to a channel of its own without a handle. */
export function channelById(id: string, avatarUrl: (handle: string) => string): SandboxChannel | null {
  if (!/^UC[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const handle = handleOfChannelId(id);
  if (handle) return channelFor(handle, avatarUrl);
  const persona = sandboxPersona("youtube", id);
  return {
    id,
    handle: null,
    persona,
    hiddenSubscribers: false,
    avatarUrl: avatarUrl(id),
    country: persona.country,
    language: persona.language,
    hidesLikes: false,
    hidesComments: false,
  };
}

const json = (status: number, body: unknown, headers?: Record<string, string>): SandboxAnswer => ({ status, body, headers });
const googleError = (problem: GoogleError) => json(problem.status, problem.body);

/** GET /channels (1 unit): exactly one of id, forHandle, forUsername. No match: 200 without `items`. */
export async function listChannels(method: MethodContext): Promise<SandboxAnswer | null> {
  const { query } = method;
  const parts = partsOf(query, CHANNEL_PARTS);
  if ("error" in parts) return googleError(parts.error);
  const perPage = resultsPerPage(query);
  if (typeof perPage !== "number") return googleError(perPage);
  const given = SELECTORS.filter((name) => query[name] !== undefined);
  if (given.length === 0) return googleError(noFilter(["forUsername", "id", "managedByMe", "mine", "mySubscribers", "forHandle"]));
  if (given.length > 1) return googleError(incompatibleParameters(given));

  const selector = given[0] as (typeof SELECTORS)[number];
  const value = (query[selector] ?? "").trim();
  let channels: SandboxChannel[];
  if (selector === "id") {
    channels = value
      .split(",")
      .map((id) => channelById(id.trim(), method.avatarUrl))
      .filter((channel): channel is SandboxChannel => channel !== null);
  } else {
    const name = value.replace(/^@/, "").toLowerCase();
    const found = PLAUSIBLE.test(name) && (selector === "forUsername" || !name.startsWith("legacy"));
    channels = found ? [channelFor(name, method.avatarUrl)] : [];
  }

  for (const channel of channels) {
    const fault = sandboxFault(channel.handle ?? channel.persona.handle);
    if (!fault) continue;
    const answer = await faultAnswer(fault, channel, method);
    if (answer === "client-left") return null;
    if (answer === "no-items") channels = channels.filter((other) => other !== channel);
    else if (answer) return answer;
  }

  // Each channel answered is a lookup: a renamed one answers its new handle from its second on.
  const asked = selector === "id" ? null : value;
  const items = channels.map((channel) => {
    const handle = channel.handle && lookupHandle("youtube", asked ?? channel.handle).answer;
    return channelResource({ ...channel, handle }, parts.parts);
  });
  const body = {
    kind: "youtube#channelListResponse",
    etag: etagOf(items.map((item) => item.etag)),
    pageInfo: { totalResults: items.length, resultsPerPage: selector === "id" ? items.length : perPage },
    // No match: YouTube leaves `items` out altogether (HTTP 200).
    ...(items.length > 0 ? { items } : {}),
  };
  return json(200, body);
}

/** What a reserved handle answers; undefined when the normal answer follows (after a wait, for slowpoke). */
async function faultAnswer(
  fault: SandboxFault,
  channel: SandboxChannel,
  method: MethodContext,
): Promise<SandboxAnswer | "no-items" | "client-left" | undefined> {
  const attemptKey = `youtube:channels:${channel.id}`;
  switch (fault) {
    case "not_found":
    case "personal":
      return "no-items";
    case "quota":
      return googleError(quotaExceeded());
    case "unauthorised":
      return googleError(accessNotConfigured());
    case "server_error":
      return googleError(backendError(500));
    case "flaky":
      return failsThisTime(attemptKey) ? googleError(backendError(503)) : undefined;
    case "rate_limited":
      return failsThisTime(attemptKey) ? googleError(rateLimitExceeded()) : undefined;
    case "malformed":
      return { status: 200, raw: "<!DOCTYPE html><html><body><p>Service temporarily rewritten.</p></body></html>" };
    case "slow":
      return (await method.waitSlowly()) ? undefined : "client-left";
  }
}

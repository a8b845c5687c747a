import { parseProfileLink } from "@radar/contract/profile-link";
import { PROFILE_LINK_CASES } from "@radar/contract/profile-link-cases";
import { SOURCE_MSG } from "@radar/contract/sources";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { sandboxChannelIdFor as channelIdFor, sandboxVideoIdFor as videoIdFor } from "../sources/public.ts";
import { accountOfLink } from "./preview.service.ts";

/**
 * Links as users paste them, resolved by the server (the source of truth) through the real clients
 * and their sandboxes over HTTP: each form names the right account.
 */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());

async function subscriberHeaders() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return bearer(await accessTokenFor(env.ctx, user));
}

const preview = async (profile_url: string) =>
  env.app.inject({ method: "POST", url: "/api/social_profiles/preview/", headers: await subscriberHeaders(), payload: { profile_url } });

async function previewed(link: string) {
  const response = await preview(link);
  expect(response.statusCode, `${link}: ${response.body}`).toBe(200);
  return response.json().preview as { platform: string; username: string; provenance: { source: string } };
}

describe("the server reads every link of the shared table as the contract does", () => {
  it.each(PROFILE_LINK_CASES)("%s", (link, platform, _username, form) => {
    if (form === null) {
      expect(() => accountOfLink(link)).toThrow();
      return;
    }
    expect(accountOfLink(link)).toEqual({ platform, username: parseProfileLink(link)?.lookup?.handle, form });
  });
});

describe("YouTube links resolve to their channel", () => {
  it("/channel/ID, /@handle and /user/NAME", async () => {
    const id = channelIdFor("mona.bakes");
    expect(await previewed(`https://www.youtube.com/channel/${id}`)).toMatchObject({ platform: "youtube", username: "mona.bakes" });
    expect(await previewed("https://www.youtube.com/@riyadh.eats?si=abc")).toMatchObject({ username: "riyadh.eats" });
    // A legacy username has no handle: the channel is named by its id.
    const legacy = await previewed("https://www.youtube.com/user/LegacyChef");
    expect(legacy.username).toBe(channelIdFor("legacychef").toLowerCase());
  });

  it("/c/NAME and youtube.com/NAME through search.list, checked against the channel's custom URL", async () => {
    // Two channels the sandbox's search knows, found as a user would (their custom URL is their handle).
    const headers = { "x-goog-api-key": "sandbox-youtube-key" };
    const found = await env.app.inject({ url: "/sandbox/youtube/v3/search?part=id&type=channel&q=food&maxResults=2", headers });
    const ids = (found.json().items as { id: { channelId: string } }[]).map((item) => item.id.channelId);
    expect(ids).toHaveLength(2);
    const channels = await env.app.inject({ url: `/sandbox/youtube/v3/channels?part=snippet&id=${ids.join(",")}`, headers });
    const [first, second] = (channels.json().items as { snippet: { customUrl: string } }[]).map((item) =>
      item.snippet.customUrl.replace(/^@/, ""),
    );
    expect(await previewed(`https://www.youtube.com/c/${first}`)).toMatchObject({ username: first });
    expect(await previewed(`https://youtube.com/${second}/videos`)).toMatchObject({ username: second });
  });

  it("says clearly when a custom URL cannot be resolved", async () => {
    // Sandbox "legacy…" channels have no handle, so no search result carries the custom URL.
    const response = await preview("https://www.youtube.com/c/legacyonlyname");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found", detail: SOURCE_MSG.youtubeCustomUrl });
  });

  it("/watch?v=, /shorts/ and youtu.be/ through videos.list → snippet.channelId → the channel", async () => {
    const channel = channelIdFor("abha.hikes");
    const [first, second, third] = [0, 1, 2].map((index) => videoIdFor(channel, index));
    expect(await previewed(`https://www.youtube.com/watch?v=${first}&t=42s`)).toMatchObject({ username: "abha.hikes" });
    expect(await previewed(`https://www.youtube.com/shorts/${second}?feature=share`)).toMatchObject({ username: "abha.hikes" });
    expect(await previewed(`https://youtu.be/${third}?si=xyz`)).toMatchObject({ username: "abha.hikes" });
  });

  it("says clearly when a video is not there", async () => {
    const response = await preview("https://www.youtube.com/watch?v=AAAAAAAAAAA");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found", detail: SOURCE_MSG.youtubeVideo });
  });

  it("adds a profile from a video link once the wizard knows the channel", async () => {
    const headers = await subscriberHeaders();
    const link = `https://youtu.be/${videoIdFor(channelIdFor("tabuk.trails"), 0)}`;
    const payload = (username: string) => ({
      username,
      profile_url: link,
      platform: "youtube",
      category_id: 1035,
      targeted_category: "",
      age_groups: [],
    });
    const wrong = await env.app.inject({ method: "POST", url: "/api/social_profiles/add/", headers, payload: payload("someone.else") });
    expect(wrong.statusCode).toBe(400);
    const added = await env.app.inject({ method: "POST", url: "/api/social_profiles/add/", headers, payload: payload("tabuk.trails") });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().profile).toMatchObject({ username: "tabuk.trails", platform: "youtube" });
  });
});

describe("Instagram, X and TikTok links", () => {
  it("Instagram with a query string; a reel is not an account", async () => {
    expect(await previewed("https://www.instagram.com/sara.alqahtani/?igsh=MWQ1ZGUxMzBkMA==")).toMatchObject({
      platform: "instagram",
      username: "sara.alqahtani",
      provenance: { source: "instagram" },
    });
    const reel = await preview("https://www.instagram.com/reel/C9xYz12AbCd/?igsh=abc");
    expect(reel.statusCode).toBe(400);
    expect(reel.json()).toMatchObject({ code: "invalid_link", detail: SOURCE_MSG.postLink });
  });

  it("x.com and twitter.com, with query strings and /status/ tails", async () => {
    expect(await previewed("https://x.com/SaudiFoodie?s=21&t=abc")).toMatchObject({ platform: "twitter", username: "saudifoodie" });
    expect(await previewed("https://twitter.com/RiyadhRunner/status/1790012345678901234?s=46")).toMatchObject({
      platform: "twitter",
      username: "riyadhrunner",
      provenance: { source: "x" },
    });
  });

  it("TikTok through the vendors, with query strings; a short link is refused with its own message", async () => {
    const account = await previewed("https://www.tiktok.com/@sara.dances?lang=ar&_t=8pQ1");
    expect(account).toMatchObject({ platform: "tiktok", username: "sara.dances" });
    expect(["modash", "hypeauditor"]).toContain(account.provenance.source);
    const short = await preview("https://vm.tiktok.com/ZMrAbCdEf/");
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe(SOURCE_MSG.shortLink);
  });
});

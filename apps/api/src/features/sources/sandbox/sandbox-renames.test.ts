import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { InstagramClient } from "../instagram/instagram-client.ts";
import { XClient } from "../x/x-client.ts";
import { YoutubeClient } from "../youtube/youtube-client.ts";
import { channelIdFor } from "../youtube/youtube-sandbox-ids.ts";
import { MARKET_UNIVERSE_ROWS, marketRecord } from "./market/synthetic-market.ts";
import {
  forgetSandboxRenames,
  isRenamed,
  lookupHandle,
  originalHandle,
  RENAMED_MARKET_EVERY,
  RENAMED_MARKET_REMAINDER,
  renamedHandle,
} from "./sandbox-renames.ts";

/**
 * Renamed accounts (sandbox-renames.ts) through the real clients over HTTP: the second lookup of
 * the same account answers a new handle under the same platform id, on YouTube, Instagram and X.
 */

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env.close());
beforeEach(() => forgetSandboxRenames());

describe("which handles are renamed, and when", () => {
  it("'renamed…' handles everywhere, about one market channel in a hundred, never a new name again", () => {
    expect(isRenamed("instagram", "renamed.sara")).toBe(true);
    expect(isRenamed("instagram", "sara.cooks")).toBe(false);
    expect(isRenamed("instagram", renamedHandle("renamed.sara"))).toBe(false);
    // X usernames have at most 15 characters: one whose new name would not fit is not renamed.
    expect(isRenamed("twitter", "renamed_fahad")).toBe(true);
    expect(isRenamed("twitter", "renamed_fahad_x")).toBe(false);
    expect(originalHandle("youtube", "@Renamed.Sara_2")).toBe("renamed.sara");
    expect(originalHandle("youtube", "sara.cooks_2")).toBeNull();

    let renamed = 0;
    for (let row = 0; row < 2_000; row += 1) {
      const { username } = marketRecord("youtube", row);
      const expected = row % RENAMED_MARKET_EVERY === RENAMED_MARKET_REMAINDER;
      expect(isRenamed("youtube", username), username).toBe(expected);
      if (expected) renamed += 1;
    }
    expect(renamed / 2_000).toBeCloseTo(1 / RENAMED_MARKET_EVERY, 2);
    expect(MARKET_UNIVERSE_ROWS / RENAMED_MARKET_EVERY).toBeGreaterThan(100);

    expect(lookupHandle("instagram", "renamed.sara")).toEqual({ original: "renamed.sara", answer: "renamed.sara" });
    expect(lookupHandle("instagram", "@Renamed.Sara")).toEqual({ original: "renamed.sara", answer: "renamed.sara_2" });
    forgetSandboxRenames();
    // Asked by its new name first, it answers the new name at once.
    expect(lookupHandle("instagram", "renamed.sara_2")).toEqual({ original: "renamed.sara", answer: "renamed.sara_2" });
    expect(lookupHandle("instagram", "sara.cooks")).toEqual({ original: "sara.cooks", answer: "sara.cooks" });
  });
});

describe("renamed accounts through the clients", () => {
  it("YouTube: the same channel id, the new handle on the second lookup, and the new handle resolves", async () => {
    const client = new YoutubeClient(env.settings.youtube, env.deps("youtube"));
    const first = await client.lookup({ platform: "youtube", handle: "@renamed.sara" });
    const second = await client.lookup({ platform: "youtube", handle: "@renamed.sara" });
    expect(first.record.username).toBe("renamed.sara");
    expect(second.record.username).toBe("renamed.sara_2");
    expect(second.sourceRef).toBe(first.sourceRef);
    expect(first.sourceRef).toBe(channelIdFor("renamed.sara"));
    expect(second.record.fullName).toBe(first.record.fullName);
    expect(second.record.followers).toBe(first.record.followers);
    const byNewName = await client.lookup({ platform: "youtube", handle: "@renamed.sara_2" });
    expect(byNewName.sourceRef).toBe(first.sourceRef);
    const byId = await client.lookup({ platform: "youtube", handle: first.sourceRef ?? "" });
    expect(byId.record.username).toBe("renamed.sara_2");
  });

  it("YouTube market: a renamed channel found by search answers its new handle when refreshed by id", async () => {
    const row = RENAMED_MARKET_REMAINDER;
    const { username } = marketRecord("youtube", row);
    const client = new YoutubeClient(env.settings.youtube, env.deps("youtube"));
    const id = channelIdFor(username);
    const seen = await client.lookupMany("youtube", [id]);
    expect(seen.get(id.toLowerCase())?.record.username).toBe(username);
    const again = await client.lookupMany("youtube", [id]);
    expect(again.get(id.toLowerCase())?.record.username).toBe(`${username}_2`);
    expect(again.get(id.toLowerCase())?.sourceRef).toBe(id);
  });

  it("Instagram: the same IG user id and ig_id, the new username on the second lookup", async () => {
    const client = new InstagramClient(env.settings.instagram, env.deps("instagram"));
    const first = await client.lookup({ platform: "instagram", handle: "renamed.noura" });
    const second = await client.lookup({ platform: "instagram", handle: "renamed.noura" });
    expect(first.record.username).toBe("renamed.noura");
    expect(second.record.username).toBe("renamed.noura_2");
    expect(second.sourceRef).toBe(first.sourceRef);
    expect(second.record.followers).toBe(first.record.followers);
    const byNewName = await client.lookup({ platform: "instagram", handle: "renamed.noura_2" });
    expect(byNewName.sourceRef).toBe(first.sourceRef);
  });

  it("X: the same user id, the new username on the second lookup", async () => {
    const client = new XClient(env.settings.x, env.deps("x"));
    const first = await client.lookup({ platform: "twitter", handle: "renamed_fahad" });
    const second = await client.lookup({ platform: "twitter", handle: "renamed_fahad" });
    expect(first.record.username).toBe("renamed_fahad");
    expect(second.record.username).toBe("renamed_fahad_2");
    expect(second.sourceRef).toBe(first.sourceRef);
    // Anyone else keeps their name.
    const steady = await client.lookup({ platform: "twitter", handle: "fahad_travels" });
    expect((await client.lookup({ platform: "twitter", handle: "fahad_travels" })).record.username).toBe(steady.record.username);
  });
});

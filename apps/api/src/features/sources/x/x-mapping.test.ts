import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../http/source-http.ts";
import { ZXUserAnswerSchema } from "./x-answers.ts";
import { classifyXAnswer } from "./x-errors.ts";
import { largeAvatar, mapXUser, tweetsPerDay } from "./x-mapping.ts";

const NOW = new Date("2026-03-01T00:00:00Z");
const answer = (status: number, json: unknown, headers: Record<string, string> = {}): HttpAnswer => ({
  status,
  json,
  text: JSON.stringify(json),
  headers: new Headers(headers),
});

describe("mapping X API v2 users", () => {
  it("maps a user with every requested field", () => {
    const body = ZXUserAnswerSchema.parse({
      data: {
        id: "2244994945",
        name: "Developers",
        username: "XDevelopers",
        created_at: "2013-12-14T04:35:55.000Z",
        description: "The voice of the X Developer Platform. Write to devs@x.example",
        location: "127.0.0.1",
        profile_image_url: "https://pbs.twimg.com/profile_images/1683325380441128960/yRsRRjGO_normal.jpg",
        public_metrics: {
          followers_count: 583207,
          following_count: 2045,
          tweet_count: 4163,
          listed_count: 1879,
          like_count: 2130,
          media_count: 810,
        },
        url: "https://t.co/3ZX3TNiZCY",
        verified: false,
        verified_type: "business",
        protected: false,
        entities: {
          url: {
            urls: [
              {
                start: 0,
                end: 23,
                url: "https://t.co/3ZX3TNiZCY",
                expanded_url: "https://developer.x.com",
                display_url: "developer.x.com",
              },
            ],
          },
          description: { hashtags: [{ start: 10, end: 14, tag: "dev" }] },
        },
      },
    });
    const account = mapXUser(body.data, NOW);
    expect(account.record).toMatchObject({
      platform: "twitter",
      username: "xdevelopers",
      fullName: "Developers",
      followers: 583207,
      postsCount: 4163,
      isVerified: true,
      avatarUrl: "https://pbs.twimg.com/profile_images/1683325380441128960/yRsRRjGO_400x400.jpg",
      email: "devs@x.example",
      avgTweets: tweetsPerDay(4163, "2013-12-14T04:35:55.000Z", NOW),
      erBp: 0,
      audience: null,
      source: "x",
    });
    expect(account.sourceRef).toBe("2244994945");
    expect(account.estimated).toEqual(["avg_tweets"]);
    expect(account.missing).toEqual([
      "er",
      "likes_avg",
      "comments_avg",
      "aqs",
      "credibility",
      "audience",
      "prices",
      "views_avg",
      "location",
      "categories",
      "avg_retweets",
    ]);
  });

  it("maps the default fields alone (id, name, username), with what is missing said", () => {
    const account = mapXUser(ZXUserAnswerSchema.parse({ data: { id: "1", name: "A", username: "a" } }).data, NOW);
    expect(account.record).toMatchObject({ followers: 0, avgTweets: null, isVerified: false, avatarUrl: null });
    expect(account.missing).toEqual(expect.arrayContaining(["followers", "avg_tweets"]));
    expect(account.estimated).toEqual([]);
  });

  it("computes posts per day over the account's life and asks for the large avatar", () => {
    expect(tweetsPerDay(3650, "2016-03-01T00:00:00Z", NOW)).toBeCloseTo(3650 / 3652, 2);
    expect(tweetsPerDay(10, "tomorrow", NOW)).toBeNull();
    expect(largeAvatar("https://pbs.twimg.com/profile_images/1/abc_normal.png")).toBe(
      "https://pbs.twimg.com/profile_images/1/abc_400x400.png",
    );
    expect(largeAvatar("https://pbs.twimg.com/profile_images/1/abc")).toBe("https://pbs.twimg.com/profile_images/1/abc");
  });
});

describe("classifying X API v2 errors", () => {
  it("reads the HTTP 200 not-found errors[] body (the reference's own shape) as not_found", () => {
    const notFound = {
      errors: [
        {
          title: "Not Found Error",
          detail: "Could not find user with username: [x].",
          type: "https://api.twitter.com/2/problems/resource-not-found",
          resource_type: "user",
          parameter: "username",
          value: "x",
        },
      ],
    };
    expect(classifyXAnswer(answer(200, notFound))).toMatchObject({ kind: "not_found", message: "Could not find user with username: [x]." });
  });

  it("reads a suspended account's partial error as not_found ([U] shape)", () => {
    const suspended = {
      errors: [
        {
          title: "Forbidden",
          detail: "User has been suspended: [x].",
          type: "https://api.twitter.com/2/problems/resource-not-found",
          value: "x",
        },
      ],
    };
    expect(classifyXAnswer(answer(200, suspended))?.kind).toBe("not_found");
    const other = {
      errors: [
        {
          title: "Forbidden",
          detail: "User has been suspended: [x].",
          type: "https://api.twitter.com/2/problems/not-authorized-for-resource",
        },
      ],
    };
    expect(classifyXAnswer(answer(200, other))?.kind).toBe("not_found");
  });

  it("reads 401, 402 credits-depleted, 429 with its reset, and 5xx", () => {
    expect(classifyXAnswer(answer(401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" }))?.kind).toBe(
      "unauthorised",
    );
    const credits = { title: "CreditsDepleted", detail: "No credits.", type: "https://api.x.com/2/problems/credits-depleted" };
    expect(classifyXAnswer(answer(402, credits))?.kind).toBe("quota_exhausted");
    const reset = String(Math.floor(Date.now() / 1000) + 60);
    const limited = classifyXAnswer(
      answer(
        429,
        { title: "Too Many Requests", type: "about:blank", status: 429, detail: "Too Many Requests" },
        { "x-rate-limit-remaining": "0", "x-rate-limit-reset": reset },
      ),
    );
    expect(limited).toMatchObject({ kind: "unavailable", options: { retryable: true, status: 429 } });
    expect(limited?.options.retryAfterMs).toBeGreaterThan(55_000);
    expect(classifyXAnswer(answer(503, { title: "Service Unavailable", status: 503 }))?.options.retryable).toBe(true);
  });

  it("leaves a user answer alone", () => {
    expect(classifyXAnswer(answer(200, { data: { id: "1", name: "A", username: "a" } }))).toBeNull();
  });
});

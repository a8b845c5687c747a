import { describe, expect, it } from "vitest";
import { erToBp } from "../record-builder.ts";
import { ZBusinessDiscoveryAnswerSchema } from "./instagram-answers.ts";
import { graphTime, likesHidden, mapBusinessDiscovery } from "./instagram-mapping.ts";

/** The answer read as the client reads it; the IG user it holds. */
function parse(json: unknown) {
  const user = ZBusinessDiscoveryAnswerSchema.parse(json).business_discovery;
  if (!user) throw new Error("the fixture holds business_discovery");
  return user;
}

describe("mapping Business Discovery answers", () => {
  it("maps the reference's sample answer (counts as JSON numbers, no media asked)", () => {
    const user = parse({
      business_discovery: { followers_count: 267793, media_count: 1205, id: "17841401441775531" },
      id: "17841405309211844",
    });
    const account = mapBusinessDiscovery(user, "bluebottle");
    expect(account.sourceRef).toBe("17841401441775531");
    expect(account.record).toMatchObject({ platform: "instagram", username: "bluebottle", followers: 267793, postsCount: 1205, erBp: 0 });
    expect(account.estimated).toEqual([]);
    expect(account.missing).toEqual(
      expect.arrayContaining(["er", "likes_avg", "comments_avg", "views_avg", "reels_views_avg", "audience"]),
    );
  });

  it("computes engagement from recent media, leaving hidden like counts out of the likes average", () => {
    const user = parse({
      business_discovery: {
        id: "17841400000000042",
        ig_id: 8245238870,
        username: "Dana.Makeup",
        name: "Dana | دانة",
        biography: "Beauty & skincare ✨ Bookings: hello@dana.sa · +966 55 123 4567",
        website: "https://dana.example",
        profile_picture_url: "https://scontent.cdninstagram.com/v/t51.2885-19/dana.jpg",
        followers_count: 10000,
        follows_count: 321,
        media_count: 480,
        media: {
          data: [
            {
              id: "1",
              media_type: "VIDEO",
              media_product_type: "REELS",
              timestamp: "2026-03-02T18:00:00+0000",
              like_count: 1000,
              comments_count: 50,
            },
            // Hidden: Graph reads 0 likes to non-owners when the owner hid them.
            {
              id: "2",
              media_type: "IMAGE",
              media_product_type: "FEED",
              timestamp: "2026-03-04T09:30:00+0000",
              like_count: 0,
              comments_count: 40,
            },
            {
              id: "3",
              media_type: "CAROUSEL_ALBUM",
              media_product_type: "FEED",
              timestamp: "2026-02-27T12:00:00+0000",
              like_count: 800,
              comments_count: 30,
            },
            // A real dud: no likes and no comments.
            {
              id: "4",
              media_type: "IMAGE",
              media_product_type: "FEED",
              timestamp: "2026-02-20T12:00:00+0000",
              like_count: 0,
              comments_count: 0,
            },
          ],
          paging: { cursors: { before: "QVFIUmx1", after: "QVFIUkZA" } },
        },
      },
      id: "17841405309211844",
    });
    const account = mapBusinessDiscovery(user, "dana.makeup");
    // likes: (1000 + 800 + 0) / 3 = 600; comments: (50 + 40 + 30 + 0) / 4 = 30; ER = 630 / 10,000 = 6.30 %.
    expect(account.record).toMatchObject({
      username: "dana.makeup",
      fullName: "Dana | دانة",
      avatarUrl: "https://scontent.cdninstagram.com/v/t51.2885-19/dana.jpg",
      followers: 10000,
      postsCount: 480,
      likesAvg: 600,
      commentsAvg: 30,
      erBp: 630,
      lastMediaAt: Date.UTC(2026, 2, 4, 9, 30) / 1000,
      email: "hello@dana.sa",
      phone: "+966 55 123 4567",
      reelsViewsAvg: null,
      viewsAvg: null,
    });
    expect(account.estimated).toEqual(["er", "likes_avg", "comments_avg"]);
    expect(account.missing).toEqual(["aqs", "credibility", "audience", "prices", "location", "categories", "views_avg", "reels_views_avg"]);
  });

  it("does not guess engagement when every like count is hidden", () => {
    const hidden = (id: string) => ({ id, like_count: 0, comments_count: 12, timestamp: "2026-01-01T00:00:00+0000" });
    const user = parse({ business_discovery: { id: "1", followers_count: 5000, media: { data: [hidden("a"), hidden("b")] } }, id: "2" });
    const account = mapBusinessDiscovery(user, "quiet");
    expect(account.record).toMatchObject({ erBp: 0, likesAvg: null, commentsAvg: 12 });
    expect(account.missing).toEqual(expect.arrayContaining(["er", "likes_avg"]));
    expect(account.estimated).toEqual(["comments_avg"]);
  });

  it("skips media whose like_count Graph left out (hidden likes) in the likes average", () => {
    const post = (id: string, likes: number | undefined) => ({
      id,
      ...(likes === undefined ? {} : { like_count: likes }),
      comments_count: 10,
      timestamp: "2026-01-01T00:00:00+0000",
    });
    const user = parse({
      business_discovery: { id: "1", followers_count: 10_000, media: { data: [post("a", 300), post("b", undefined), post("c", 500)] } },
      id: "2",
    });
    const account = mapBusinessDiscovery(user, "half.hidden");
    expect(account.record).toMatchObject({ likesAvg: 400, commentsAvg: 10, erBp: erToBp(((400 + 10) / 10_000) * 100) });
    const none = parse({ business_discovery: { id: "1", followers_count: 10_000, media: { data: [post("a", undefined)] } }, id: "2" });
    const hidden = mapBusinessDiscovery(none, "all.hidden");
    expect(hidden.record.likesAvg).toBeNull();
    expect(hidden.missing).toEqual(expect.arrayContaining(["likes_avg", "er"]));
    expect(likesHidden({ id: "1", comments_count: 3 })).toBe(true);
  });

  it("accepts counts sent as strings and names hidden likes only when comments exist", () => {
    const user = parse({ business_discovery: { id: "1", followers_count: "1200", media_count: "7" }, id: "2" });
    expect(mapBusinessDiscovery(user, "x").record).toMatchObject({ followers: 1200, postsCount: 7 });
    expect(likesHidden({ id: "1", like_count: 0, comments_count: 3 })).toBe(true);
    expect(likesHidden({ id: "1", like_count: 0, comments_count: 0 })).toBe(false);
    expect(likesHidden({ id: "1", like_count: 5, comments_count: 3 })).toBe(false);
  });

  it("reads Graph's +0000 times", () => {
    expect(graphTime("2026-03-04T09:30:00+0000")).toBe(Date.UTC(2026, 2, 4, 9, 30) / 1000);
    expect(graphTime("2026-03-04T12:30:00+0300")).toBe(Date.UTC(2026, 2, 4, 9, 30) / 1000);
    expect(graphTime("yesterday")).toBeNull();
  });
});

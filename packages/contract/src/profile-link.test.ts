import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkMatchesAccount, looksLikeLink, parseProfileLink } from "./profile-link.ts";

/** Real-world links as people copy them from apps and browsers: [link, platform, username]. */
const LINKS: [string, string | null, string | null][] = [
  // Instagram: the first path segment.
  ["https://www.instagram.com/sara.alqahtani/", "instagram", "sara.alqahtani"],
  ["https://instagram.com/sara.alqahtani", "instagram", "sara.alqahtani"],
  ["https://www.instagram.com/sara.alqahtani?igsh=MWQ1ZGUxMzBkMA==", "instagram", "sara.alqahtani"],
  ["https://www.instagram.com/sara.alqahtani/?utm_source=ig_web_copy_link&hl=en", "instagram", "sara.alqahtani"],
  ["http://m.instagram.com/Sara.AlQahtani/", "instagram", "Sara.AlQahtani"],
  ["https://www.instagram.com/sara_q/reels/", "instagram", "sara_q"],
  ["https://www.instagram.com/sara_q/tagged/#top", "instagram", "sara_q"],
  ["https://www.instagram.com/stories/sara_q/3312345678901234567/", "instagram", "sara_q"],
  ["https://instagr.am/sara_q", "instagram", "sara_q"],
  ["instagram.com/sara_q", "instagram", "sara_q"],
  // Posts and reels name no account.
  ["https://www.instagram.com/p/C9xYz12AbCd/?igsh=abc", "instagram", null],
  ["https://www.instagram.com/reel/C9xYz12AbCd/", "instagram", null],
  ["https://www.instagram.com/reels/C9xYz12AbCd/", "instagram", null],
  ["https://www.instagram.com/explore/tags/riyadh/", "instagram", null],
  ["https://www.instagram.com/", "instagram", null],

  // Twitter and X: the first path segment.
  ["https://twitter.com/SaudiFoodie", "twitter", "SaudiFoodie"],
  ["https://x.com/SaudiFoodie", "twitter", "SaudiFoodie"],
  ["https://x.com/SaudiFoodie/", "twitter", "SaudiFoodie"],
  ["https://www.x.com/SaudiFoodie?s=21&t=abcDEF", "twitter", "SaudiFoodie"],
  ["https://mobile.twitter.com/SaudiFoodie", "twitter", "SaudiFoodie"],
  ["https://m.twitter.com/SaudiFoodie/with_replies", "twitter", "SaudiFoodie"],
  ["https://x.com/SaudiFoodie/status/1790012345678901234?s=46", "twitter", "SaudiFoodie"],
  ["https://x.com/home", "twitter", null],
  ["https://twitter.com/i/lists/123", "twitter", null],
  ["https://x.com/search?q=riyadh", "twitter", null],
  ["https://x.com/hashtag/riyadh", "twitter", null],

  // TikTok: the first segment without its @.
  ["https://www.tiktok.com/@sara.alqahtani", "tiktok", "sara.alqahtani"],
  ["https://www.tiktok.com/@sara.alqahtani?lang=ar", "tiktok", "sara.alqahtani"],
  ["https://www.tiktok.com/@sara.alqahtani/", "tiktok", "sara.alqahtani"],
  ["https://www.tiktok.com/@sara.alqahtani/video/7380123456789012345?is_from_webapp=1&sender_device=pc", "tiktok", "sara.alqahtani"],
  ["https://m.tiktok.com/@sara.alqahtani/video/7380123456789012345", "tiktok", "sara.alqahtani"],
  ["https://tiktok.com/sara.alqahtani", "tiktok", "sara.alqahtani"],
  ["https://vm.tiktok.com/ZMrAbCdEf/", "tiktok", null],
  ["https://www.tiktok.com/t/ZTR123abc/", "tiktok", null],
  ["https://www.tiktok.com/tag/riyadh", "tiktok", null],
  ["https://www.tiktok.com/", "tiktok", null],

  // YouTube: the second segment of /c/, /channel/ and /user/ paths; /@handle as YouTube writes it today.
  ["https://www.youtube.com/c/saraalqahtani", "youtube", "saraalqahtani"],
  ["https://www.youtube.com/c/saraalqahtani/videos", "youtube", "saraalqahtani"],
  ["https://youtube.com/c/saraalqahtani/?sub_confirmation=1", "youtube", "saraalqahtani"],
  ["https://www.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL"],
  ["https://m.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL/featured", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL"],
  ["https://www.youtube.com/user/SaraCooks", "youtube", "SaraCooks"],
  ["https://www.youtube.com/@saraalqahtani", "youtube", "saraalqahtani"],
  ["https://www.youtube.com/@saraalqahtani/shorts?si=xyz", "youtube", "saraalqahtani"],
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", null],
  ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", null],
  ["https://www.youtube.com/shorts/abc123", "youtube", null],
  ["https://www.youtube.com/c/", "youtube", null],

  // Not one of the four platforms, or not a link.
  ["https://www.facebook.com/sara", null, null],
  ["https://notinstagram.com/sara", null, null],
  ["https://instagram.com.evil.example/sara", null, null],
  ["ftp://instagram.com/sara", null, null],
  ["javascript:alert(1)", null, null],
  ["sara.alqahtani", null, null],
  ["", null, null],
  ["https://www.instagram.com/sara alqahtani", null, null],
];

describe("parseProfileLink", () => {
  it.each(LINKS)("%s → %s / %s", (link, platform, username) => {
    const parsed = parseProfileLink(link);
    if (platform === null) expect(parsed).toBeNull();
    else expect(parsed).toEqual({ platform, username });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseProfileLink(text);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        parseProfileLink(url);
      }),
    );
  });

  it("reads back the account of any link it can build", () => {
    const username = fc.stringMatching(/^[a-z0-9][a-z0-9._]{0,28}[a-z0-9]$/);
    fc.assert(
      fc.property(username, (name) => {
        expect(parseProfileLink(`https://www.instagram.com/${name}/`)?.username).toBe(name);
        expect(parseProfileLink(`https://www.tiktok.com/@${name}`)?.username).toBe(name);
        expect(parseProfileLink(`https://www.youtube.com/c/${name}`)?.username).toBe(name);
        expect(parseProfileLink(`https://x.com/${name}`)?.username).toBe(name);
      }),
    );
  });
});

describe("looksLikeLink (SPEC §2: contains 'http' and '.')", () => {
  it.each([
    ["https://x.com/a", true],
    ["http://instagram.com", true],
    ["instagram.com/a", false],
    ["sara.alqahtani", false],
    ["https", false],
  ])("%s → %s", (text, expected) => {
    expect(looksLikeLink(text)).toBe(expected);
  });
});

describe("linkMatchesAccount", () => {
  it("compares the username without case and without a leading @", () => {
    expect(linkMatchesAccount("https://www.instagram.com/Sara.AlQahtani/", "instagram", "@sara.alqahtani")).toBe(true);
    expect(linkMatchesAccount("https://www.tiktok.com/@sara/video/1", "tiktok", "sara")).toBe(true);
  });

  it("refuses another platform, another account or a link without an account", () => {
    expect(linkMatchesAccount("https://www.instagram.com/sara/", "tiktok", "sara")).toBe(false);
    expect(linkMatchesAccount("https://www.instagram.com/sara/", "instagram", "noura")).toBe(false);
    expect(linkMatchesAccount("https://www.instagram.com/p/abc/", "instagram", "p")).toBe(false);
    expect(linkMatchesAccount("not a link", "instagram", "sara")).toBe(false);
  });
});

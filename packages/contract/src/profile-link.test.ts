import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkMatchesAccount, looksLikeLink, parseProfileLink } from "./profile-link.ts";
import { PROFILE_LINK_CASES } from "./profile-link-cases.ts";

describe("parseProfileLink", () => {
  it.each(PROFILE_LINK_CASES)("%s → %s / %s (%s, %s)", (link, platform, username, form, notAccount) => {
    const parsed = parseProfileLink(link);
    if (platform === null) {
      expect(parsed).toBeNull();
      return;
    }
    expect(parsed).toEqual({
      platform,
      username,
      lookup: form === null ? null : { handle: username ?? "dQw4w9WgXcQ", form },
      notAccount,
    });
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

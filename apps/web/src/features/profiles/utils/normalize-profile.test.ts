import { describe, expect, it } from "vitest";
import { toProfile, toProfiles } from "./normalize-profile";

describe("toProfiles (SPEC §7: {success, profiles[]}, a plain array or {results[]})", () => {
  const raw = { id: 3, username: "sara", platform: "tiktok", followers: 10, engagement: 0.01 };

  it.each([{ success: true, profiles: [raw] }, [raw], { results: [raw] }])("reads %o", (body) => {
    expect(toProfiles(body).map((profile) => profile.username)).toEqual(["sara"]);
  });

  it("reads anything else as no profiles", () => {
    expect(toProfiles(null)).toEqual([]);
    expect(toProfiles({ success: false })).toEqual([]);
    expect(toProfiles("oops")).toEqual([]);
  });
});

describe("toProfile (SPEC §3 fallbacks)", () => {
  it("names the profile after its username, then 'User {id}'", () => {
    expect(toProfile({ id: 3, username: "sara" }).name).toBe("sara");
    expect(toProfile({ id: 3 }).name).toBe("User 3");
    expect(toProfile({ id: 3, name: "Sara", username: "sara" }).name).toBe("Sara");
  });

  it("defaults the platform to instagram, the category to id 0 titled after the platform or 'Social Media'", () => {
    expect(toProfile({ id: 1 })).toMatchObject({ platform: "instagram", category: { id: 0, title: "Social Media" } });
    expect(toProfile({ id: 1, platform: "youtube" }).category).toEqual({ id: 0, title: "youtube" });
  });

  it("uses photo_url as the picture and falls back from created_at to last_updated", () => {
    expect(toProfile({ id: 1, photo_url: "/a.png", last_updated: "2025-01-02" })).toMatchObject({
      photoUrl: "/a.png",
      createdAt: "2025-01-02",
    });
    expect(toProfile({ id: 1, profilePic: "/b.png" }).photoUrl).toBe("/b.png");
  });
});

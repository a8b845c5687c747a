import { describe, expect, it } from "vitest";
import {
  accountStepNeed,
  autofillFromLink,
  canContinue,
  clearStep,
  derivedLink,
  editAccount,
  INITIAL_VALUES,
  linkProblem,
  missingRequired,
  nextStep,
  skipTarget,
  toCreatePayload,
  type WizardValues,
} from "./wizard";

const filled: WizardValues = {
  ...INITIAL_VALUES,
  username: "sara.alqahtani",
  platform: "instagram",
  profileLink: "https://www.instagram.com/sara.alqahtani/",
  categoryId: "1035",
  categoryTitle: "Food & Cooking",
};

describe("wizard steps (SPEC §4)", () => {
  it("moves forward one step at a time up to the fifth", () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBe(4);
  });

  it("skips from the age step to the gender step, from gender to size, and submits from size", () => {
    expect(skipTarget(0)).toBeNull();
    expect(skipTarget(1)).toBeNull();
    expect(skipTarget(2)).toBe(3);
    expect(skipTarget(3)).toBe(4);
    expect(skipTarget(4)).toBe("submit");
  });

  it("forgets the value of a skipped step", () => {
    const chosen: WizardValues = { ...filled, ageGroup: "25_34", gender: "female", sizePreset: "10000-50000" };
    expect(clearStep(chosen, 2).ageGroup).toBe("any");
    expect(clearStep(chosen, 3).gender).toBe("");
    expect(clearStep(chosen, 4).sizePreset).toBe("");
  });

  it("needs username and platform on step 1 (the link is given or derived), and a real category on step 2", () => {
    expect(canContinue(INITIAL_VALUES, 0)).toBe(false);
    expect(canContinue({ ...filled, username: " " }, 0)).toBe(false);
    expect(canContinue(filled, 0)).toBe(true);
    expect(canContinue({ ...filled, profileLink: "" }, 0)).toBe(true);
    expect(canContinue({ ...filled, categoryId: "" }, 1)).toBe(false);
    expect(canContinue(filled, 1)).toBe(true);
    expect(canContinue(INITIAL_VALUES, 2)).toBe(true);
  });
});

describe("autofillFromLink (SPEC §2)", () => {
  it.each([
    ["https://www.instagram.com/sara.alqahtani/?igsh=abc", "instagram", "sara.alqahtani"],
    ["https://x.com/SaudiFoodie/status/1790012345678901234", "twitter", "SaudiFoodie"],
    ["https://twitter.com/SaudiFoodie", "twitter", "SaudiFoodie"],
    ["https://www.tiktok.com/@sara.tok/video/7380123456789012345", "tiktok", "sara.tok"],
    ["https://www.youtube.com/c/saraalqahtani", "youtube", "saraalqahtani"],
    ["https://www.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL"],
    ["https://www.youtube.com/user/SaraCooks", "youtube", "SaraCooks"],
  ])("%s fills %s / %s", (link, platform, username) => {
    expect(autofillFromLink(INITIAL_VALUES, link)).toMatchObject({ profileLink: link, platform, username });
  });

  it("fills only the platform from a link without an account, and nothing from text that is not a link", () => {
    const typed = { ...INITIAL_VALUES, username: "typed" };
    expect(autofillFromLink(typed, "https://www.youtube.com/watch?v=abc")).toMatchObject({ platform: "youtube", username: "typed" });
    expect(autofillFromLink(typed, "instagram.com/sara")).toMatchObject({ platform: "", username: "typed" });
    expect(autofillFromLink(typed, "https://www.facebook.com/sara")).toMatchObject({ platform: "", username: "typed" });
  });

  it("clears the platform and username an earlier link filled when the new link cannot be read, and says why", () => {
    const fromLink = autofillFromLink(INITIAL_VALUES, "https://www.instagram.com/sara.alqahtani/");
    expect(fromLink).toMatchObject({ platform: "instagram", username: "sara.alqahtani", filledFromLink: true, linkNotice: null });
    expect(autofillFromLink(fromLink, "https://www.facebook.com/noura")).toMatchObject({
      platform: "",
      username: "",
      filledFromLink: false,
      linkNotice: "unreadable",
    });
    expect(autofillFromLink(fromLink, "https://www.tiktok.com/t/ZS8abc/")).toMatchObject({
      platform: "tiktok",
      username: "",
      linkNotice: "noAccount",
    });
    // An emptied field keeps them, still as the link's: the next link replaces or clears them.
    const emptied = autofillFromLink(fromLink, "");
    expect(emptied).toMatchObject({ platform: "instagram", username: "sara.alqahtani", filledFromLink: true, linkNotice: null });
    expect(autofillFromLink(emptied, "https://www.facebook.com/noura")).toMatchObject({
      platform: "",
      username: "",
      linkNotice: "unreadable",
    });
  });

  it("keeps what the user typed by hand whatever the link", () => {
    const typed = editAccount(autofillFromLink(INITIAL_VALUES, "https://x.com/SaudiFoodie"), { username: "noura" });
    expect(autofillFromLink(typed, "https://www.facebook.com/noura")).toMatchObject({
      platform: "twitter",
      username: "noura",
      linkNotice: null,
    });
  });
});

describe("a profile typed by hand (the link is optional)", () => {
  it.each([
    ["instagram", "sara.alqahtani", "https://www.instagram.com/sara.alqahtani/"],
    ["tiktok", "@sara.tok", "https://www.tiktok.com/@sara.tok"],
    ["youtube", "SaraCooks", "https://www.youtube.com/@SaraCooks"],
    ["youtube", "UC1a2B3c4D5e6F7g8H9i0JkL", "https://www.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL"],
    ["twitter", "SaudiFoodie", "https://x.com/SaudiFoodie"],
  ] as const)("derives the %s link of %s", (platform, username, link) => {
    expect(derivedLink(platform, username)).toBe(link);
    const values = { ...filled, profileLink: "", platform, username };
    expect(linkProblem(values)).toBeNull();
    expect(toCreatePayload(values).profile_url).toBe(link);
  });

  it("names exactly what is missing before 'add'", () => {
    expect(accountStepNeed(INITIAL_VALUES)).toBe("linkOrAccount");
    expect(accountStepNeed({ ...INITIAL_VALUES, username: "sara" })).toBe("platform");
    expect(accountStepNeed({ ...INITIAL_VALUES, platform: "instagram" })).toBe("username");
    expect(accountStepNeed({ ...INITIAL_VALUES, platform: "instagram", username: "sara alqahtani" })).toBe("validUsername");
    expect(accountStepNeed({ ...INITIAL_VALUES, platform: "instagram", username: "sara" })).toBeNull();
  });
});

describe("linkProblem", () => {
  it("accepts the link of the account, refuses another account, platform or a non-link", () => {
    expect(linkProblem(filled)).toBeNull();
    expect(linkProblem({ ...filled, username: "@Sara.AlQahtani" })).toBeNull();
    expect(linkProblem({ ...filled, username: "noura" })).toBe("mismatch");
    expect(linkProblem({ ...filled, platform: "tiktok" })).toBe("mismatch");
    expect(linkProblem({ ...filled, profileLink: "https://www.instagram.com/p/abc/" })).toBe("mismatch");
    expect(linkProblem({ ...filled, profileLink: "sara" })).toBe("invalid");
  });
});

describe("toCreatePayload (SPEC §3)", () => {
  it("sends 'any' as no age groups, an empty gender and no size when nothing was chosen", () => {
    expect(toCreatePayload(filled)).toEqual({
      username: "sara.alqahtani",
      profile_url: "https://www.instagram.com/sara.alqahtani/",
      targeted_category: "Food & Cooking",
      category_id: 1035,
      targeted_gender: "",
      age_groups: [],
      size_preset: "",
      platform: "instagram",
    });
  });

  it("sends a one-item age list, the lowercased gender and the size", () => {
    expect(toCreatePayload({ ...filled, ageGroup: "25_34", gender: "female", sizePreset: "50000-500000" })).toMatchObject({
      age_groups: ["25_34"],
      targeted_gender: "female",
      size_preset: "50000-500000",
    });
  });

  it("knows what is required", () => {
    expect(missingRequired(filled)).toBe(false);
    expect(missingRequired({ ...filled, categoryId: "" })).toBe(true);
    expect(missingRequired({ ...filled, profileLink: "" })).toBe(false);
    expect(missingRequired({ ...filled, profileLink: "", username: "" })).toBe(true);
  });
});

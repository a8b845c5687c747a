import { looksLikeLink } from "@radar/contract/profile-link";
import { PROFILE_LINK_CASES } from "@radar/contract/profile-link-cases";
import { describe, expect, it } from "vitest";
import { autofillFromLink, INITIAL_VALUES } from "./wizard";

/**
 * The wizard's auto-fill reads a pasted link as the server does: the same table of links the
 * contract's and the API's tests read (packages/contract/src/profile-link-cases.ts).
 */
describe("the wizard's auto-fill agrees with the server's reading of links", () => {
  const pasted = PROFILE_LINK_CASES.filter(([link]) => looksLikeLink(link));

  it.each(pasted)("%s → %s / %s", (link, platform, username) => {
    const filled = autofillFromLink(INITIAL_VALUES, link);
    expect(filled.profileLink).toBe(link);
    expect(filled.platform).toBe(platform ?? "");
    // A link that spells the account fills its name; a video or a post leaves the name to the preview.
    expect(filled.username).toBe(username ?? "");
  });

  it("covers every form the server resolves", () => {
    const forms = new Set(pasted.map(([, , , form]) => form));
    for (const form of ["name", "handle", "legacy_username", "custom_url", "channel_id", "video"]) expect(forms).toContain(form);
  });
});

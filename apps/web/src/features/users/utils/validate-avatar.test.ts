import { AVATAR_MAX_BYTES } from "@radar/contract/constants";
import { describe, expect, it } from "vitest";
import { validateAvatarFile } from "./validate-avatar";

describe("validateAvatarFile", () => {
  it("accepts JPEG, PNG and GIF up to 5 MB", () => {
    expect(validateAvatarFile({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(validateAvatarFile({ type: "image/png", size: AVATAR_MAX_BYTES })).toBeNull();
    expect(validateAvatarFile({ type: "image/gif", size: 1 })).toBeNull();
  });

  it("refuses other types", () => {
    expect(validateAvatarFile({ type: "image/webp", size: 1000 })).toBe("invalidType");
    expect(validateAvatarFile({ type: "text/plain", size: 10 })).toBe("invalidType");
    expect(validateAvatarFile({ type: "", size: 10 })).toBe("invalidType");
  });

  it("refuses files over 5 MB", () => {
    expect(validateAvatarFile({ type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});

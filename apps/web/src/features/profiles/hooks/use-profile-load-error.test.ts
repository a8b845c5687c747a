import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http";
import { useProfileLoadErrorText } from "./use-profile-load-error";

describe("useProfileLoadErrorText (SPEC §8, loading profiles)", () => {
  it.each([
    [new ApiError(401, { detail: "x" }), "Authentication failed. Please login again."],
    [new ApiError(403, { detail: "x" }), "Access denied to profiles data"],
    [new ApiError(500, { success: false, error: "Index offline" }), "Index offline"],
    [new ApiError(500, "<html>"), "Failed to load profiles"],
    [new Error("network"), "Failed to load profiles"],
  ])("%o → %s", (error, text) => {
    expect(renderHook(() => useProfileLoadErrorText(error)).result.current).toBe(text);
  });

  it("says nothing without an error", () => {
    expect(renderHook(() => useProfileLoadErrorText(null)).result.current).toBeNull();
  });
});

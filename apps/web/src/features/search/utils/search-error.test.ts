import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http";
import { InvalidResponseError, MissingTokenError, toSearchFailure } from "./search-error";

describe("toSearchFailure (SPEC §8 search errors)", () => {
  it("maps each status to its case with the server's error text", () => {
    expect(toSearchFailure(new ApiError(401, { detail: "x" }))).toEqual({ kind: "unauthorized" });
    expect(toSearchFailure(new ApiError(405, null))).toEqual({ kind: "methodNotAllowed" });
    expect(toSearchFailure(new ApiError(400, { error: "Unknown country code 'XX'", detail: "Search failed: …" }))).toEqual({
      kind: "badRequest",
      reason: "Unknown country code 'XX'",
    });
    expect(toSearchFailure(new ApiError(400, {}))).toEqual({ kind: "badRequest", reason: null });
    expect(toSearchFailure(new ApiError(403, { error: "An active subscription is required" }))).toEqual({
      kind: "forbidden",
      reason: "An active subscription is required",
    });
    expect(toSearchFailure(new ApiError(402, { error: "Insufficient credits" }))).toEqual({
      kind: "paymentRequired",
      reason: "Insufficient credits",
      shortfall: null,
    });
    const short = { error: "Insufficient credits", detail: "…", credits_required: 40, credits_balance: 39.5, credits_missing: 0.5 };
    expect(toSearchFailure(new ApiError(402, short))).toEqual({
      kind: "paymentRequired",
      reason: "Insufficient credits",
      shortfall: { required: 40, balance: 39.5, missing: 0.5 },
    });
    expect(toSearchFailure(new ApiError(500, { detail: "An unexpected error occurred" }))).toEqual({
      kind: "other",
      reason: "An unexpected error occurred",
    });
  });

  it("knows a missing token and an answer of the wrong shape", () => {
    expect(toSearchFailure(new MissingTokenError())).toEqual({ kind: "missingToken" });
    expect(toSearchFailure(new InvalidResponseError())).toEqual({ kind: "invalidResponse" });
    expect(toSearchFailure(new Error("boom"))).toEqual({ kind: "other", reason: "boom" });
  });
});

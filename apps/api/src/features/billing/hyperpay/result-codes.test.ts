import { describe, expect, it } from "vitest";
import { classifyResultCode, isPaid, isPending } from "./result-codes.ts";

describe("HyperPay result codes", () => {
  it.each([
    ["000.000.000", "success"],
    ["000.100.110", "success"],
    ["000.100.112", "success"],
    ["000.300.000", "success"],
    ["000.400.110", "success"],
    ["000.400.000", "success_review"],
    ["000.400.100", "success_review"],
    ["000.200.000", "pending"],
    ["800.400.500", "pending"],
    ["100.400.500", "pending"],
    ["000.400.101", "rejected_3ds"],
    ["800.400.200", "rejected_3ds"],
    ["100.390.112", "rejected_3ds"],
    ["800.100.151", "rejected_bank"],
    ["800.800.202", "rejected_bank"],
    ["000.400.030", "rejected_system"],
    ["900.100.300", "rejected_system"],
    ["999.999.999", "rejected_system"],
    ["800.300.101", "blacklisted"],
    ["100.100.701", "blacklisted"],
    ["200.300.404", "rejected_other"],
  ])("%s is %s", (code, expected) => {
    expect(classifyResultCode(code)).toBe(expected);
  });

  it("never takes a partial failure for a payment", () => {
    expect(isPaid("000.400.030")).toBe(false);
    expect(isPaid("000.400.101")).toBe(false);
    expect(isPaid("x000.100.110")).toBe(false);
    expect(isPaid("000.100.110")).toBe(true);
    expect(isPending("000.200.100")).toBe(true);
    expect(isPending("800.100.151")).toBe(false);
  });
});

import { DECLINE_REASONS } from "@radar/contract/billing";
import { describe, expect, it } from "vitest";
import { DECLINE_MESSAGES, declineReason } from "./decline-reasons.ts";

describe("the reason of a decline, from HyperPay's result code", () => {
  it.each([
    ["800.100.155", "insufficient_funds"],
    ["800.100.162", "insufficient_funds"],
    ["000.400.101", "authentication_failed"],
    ["100.380.401", "authentication_failed"],
    ["800.400.200", "authentication_failed"],
    ["100.390.112", "authentication_failed"],
    ["600.200.500", "method_not_supported"],
    ["600.200.201", "method_not_supported"],
    ["100.100.700", "method_not_supported"],
    ["100.100.303", "card_expired"],
    ["800.100.157", "card_expired"],
    ["800.100.160", "card_blocked"],
    ["800.100.171", "card_blocked"],
    ["800.300.101", "card_blocked"],
    ["100.100.701", "card_blocked"],
    ["800.100.151", "card_invalid"],
    ["800.100.153", "card_invalid"],
    ["100.396.101", "cancelled"],
    ["900.100.300", "try_later"],
    ["800.800.800", "try_later"],
    ["000.400.030", "try_later"],
    ["800.100.100", "declined"],
    ["800.100.152", "declined"],
  ])("%s: %s", (code, reason) => {
    expect(declineReason(code)).toBe(reason);
  });

  it("is null for a payment, a pending one and a checkout the gateway does not know", () => {
    for (const code of ["000.100.110", "000.000.000", "000.400.100", "000.200.000", "800.400.500", "200.300.404"]) {
      expect(declineReason(code)).toBeNull();
    }
  });

  it("has a what-to-do-next text for every reason", () => {
    for (const reason of DECLINE_REASONS) expect(DECLINE_MESSAGES[reason].length).toBeGreaterThan(40);
  });
});

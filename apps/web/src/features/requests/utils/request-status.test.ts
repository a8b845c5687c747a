import { REQUEST_STATUSES } from "@radar/contract/requests";
import { describe, expect, it } from "vitest";
import { displayStatus, statusTone } from "./request-status";

describe("displayStatus (SPEC §4)", () => {
  it.each(REQUEST_STATUSES)("keeps %s", (status) => {
    expect(displayStatus(status)).toBe(status);
    expect(statusTone(status)).toBeTruthy();
  });

  it.each(["archived", "", null, undefined, 3])("shows %o as pending", (status) => {
    expect(displayStatus(status)).toBe("pending");
  });
});

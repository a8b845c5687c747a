import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../http/source-http.ts";
import { classifyGraphAnswer } from "./instagram-errors.ts";
import { graphPauseMs, graphUsage } from "./instagram-usage.ts";

function answer(status: number, json: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return { status, json, text: JSON.stringify(json), headers: new Headers(headers) };
}
const graphError = (code: number, extra: Record<string, unknown> = {}) => ({
  error: { message: "m", type: "OAuthException", code, fbtrace_id: "AbCdEf", ...extra },
});
const buc = (usage: Record<string, number>) => ({
  "x-business-use-case-usage": JSON.stringify({
    "17841405309211844": [{ type: "instagram", call_count: 0, total_cputime: 0, total_time: 0, ...usage }],
  }),
});

describe("classifying Graph errors", () => {
  it("reads unknown and personal accounts (110/2207013) and the other not-found codes as not_found", () => {
    const invalidUser = {
      error: {
        message: "Invalid user id",
        type: "OAuthException",
        code: 110,
        error_subcode: 2207013,
        is_transient: false,
        error_user_title: "Cannot find User",
        error_user_msg: "The user with username: nobody cannot be found.",
        fbtrace_id: "AbCdEf",
      },
    };
    expect(classifyGraphAnswer(answer(400, invalidUser))?.kind).toBe("not_found");
    expect(classifyGraphAnswer(answer(400, graphError(100, { error_subcode: 2207006 })))?.kind).toBe("not_found");
    expect(classifyGraphAnswer(answer(400, graphError(100, { message: "The user cannot be found" })))?.kind).toBe("not_found");
  });

  it("reads the rate-limit codes as retryable, waiting as long as Meta says access takes to regain", () => {
    for (const code of [4, 17, 32, 613, 80002]) {
      const error = classifyGraphAnswer(answer(403, graphError(code)));
      expect(error).toMatchObject({ kind: "unavailable", options: { retryable: true } });
      expect(error?.options.retryAfterMs).toBeUndefined();
    }
    const throttled = classifyGraphAnswer(answer(403, graphError(80002), buc({ call_count: 100, estimated_time_to_regain_access: 19 })));
    expect(throttled?.options.retryAfterMs).toBe(19 * 60_000);
  });

  it("reads token, session and permission codes as unauthorised, and code 100/33 (our own id) too", () => {
    for (const code of [190, 102, 10, 200, 299]) expect(classifyGraphAnswer(answer(400, graphError(code)))?.kind).toBe("unauthorised");
    expect(classifyGraphAnswer(answer(400, graphError(100, { error_subcode: 33 })))?.kind).toBe("unauthorised");
  });

  it("retries transient errors and 5xx, and not a bad request", () => {
    expect(classifyGraphAnswer(answer(500, graphError(2, { is_transient: true })))?.options.retryable).toBe(true);
    expect(classifyGraphAnswer(answer(503, graphError(1)))?.options.retryable).toBe(true);
    const field = classifyGraphAnswer(answer(400, graphError(100, { message: "(#100) Tried accessing nonexisting field (reach)" })));
    expect(field?.kind).toBe("unavailable");
    expect(field?.options.retryable).toBeFalsy();
  });

  it("leaves usable answers alone", () => {
    expect(classifyGraphAnswer(answer(200, { business_discovery: { id: "1" }, id: "2" }))).toBeNull();
    expect(classifyGraphAnswer(answer(200, undefined))).toBeNull();
  });
});

describe("Meta's usage headers", () => {
  it("pauses at 95 % of any counter: Meta's regain time, else an hour", () => {
    expect(graphPauseMs(graphUsage(new Headers({ "x-app-usage": '{"call_count":94,"total_cputime":10,"total_time":12}' })))).toBeNull();
    expect(graphPauseMs(graphUsage(new Headers({ "x-app-usage": '{"call_count":20,"total_cputime":10,"total_time":95}' })))).toBe(
      3_600_000,
    );
    expect(graphPauseMs(graphUsage(new Headers(buc({ total_time: 97, estimated_time_to_regain_access: 7 }))))).toBe(7 * 60_000);
  });

  it("ignores absent or unreadable headers", () => {
    expect(graphUsage(new Headers())).toEqual({ highestPercent: 0, regainMinutes: 0 });
    expect(graphUsage(new Headers({ "x-app-usage": "not json", "x-business-use-case-usage": "[1,2]" }))).toEqual({
      highestPercent: 0,
      regainMinutes: 0,
    });
  });
});

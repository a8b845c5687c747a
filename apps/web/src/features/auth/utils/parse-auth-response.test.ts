import { describe, expect, it } from "vitest";
import { INVALID_TOKEN_DATA, INVALID_USER_DATA, parseAuthResponse } from "./parse-auth-response";

const user = { id: 7, email: "sara@brand.sa", username: "sara", first_name: "Sara", last_name: "Ali" };

describe("parseAuthResponse", () => {
  it("reads tokens at the top level and the user under `user`", () => {
    const result = parseAuthResponse({ access: "a", refresh: "r", user });
    expect(result.tokens).toEqual({ access: "a", refresh: "r" });
    expect(result.user.id).toBe(7);
    expect(result.user.app_metadata.role).toBe("user");
  });

  it("reads tokens nested under `tokens` and a user that is the answer itself", () => {
    const result = parseAuthResponse({ tokens: { access: "a", refresh: "r" }, ...user, id: "12" });
    expect(result.tokens.access).toBe("a");
    expect(result.user.id).toBe(12);
  });

  it("defaults the username to the part of the email before the at sign", () => {
    expect(parseAuthResponse({ access: "a", refresh: "r", user: { ...user, username: "" } }).user.username).toBe("sara");
  });

  it("refuses an answer without an access token", () => {
    expect(() => parseAuthResponse({ refresh: "r", user })).toThrow(INVALID_TOKEN_DATA);
  });

  it("refuses a user without an id", () => {
    expect(() => parseAuthResponse({ access: "a", refresh: "r", user: { email: "x@y.z" } })).toThrow(INVALID_USER_DATA);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZLoginRequestSchema, ZPasswordResetConfirmSchema, ZPasswordResetRequestSchema, ZRegisterRequestSchema } from "./auth.ts";
import { extractErrorText } from "./errors.ts";
import { ZUpdateProfileRequestSchema } from "./users.ts";

describe("ZRegisterRequestSchema", () => {
  const valid = { email: " Someone@Example.COM ", password: "12345678", confirm_password: "12345678", first_name: "A", last_name: "B" };

  it("normalises the e-mail", () => {
    expect(ZRegisterRequestSchema.parse(valid).email).toBe("someone@example.com");
  });

  it("puts the mismatch on confirm_password", () => {
    const result = ZRegisterRequestSchema.safeParse({ ...valid, confirm_password: "12345679" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["confirm_password"]);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => ZRegisterRequestSchema.safeParse(input)).not.toThrow();
        expect(() => ZLoginRequestSchema.safeParse(input)).not.toThrow();
        expect(() => ZUpdateProfileRequestSchema.safeParse(input)).not.toThrow();
      }),
    );
  });

  it("accepts exactly the usernames made of letters, digits, _ . and -", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 50 }), (username) => {
        const ok = ZUpdateProfileRequestSchema.safeParse({ first_name: "Ab", last_name: "Cd", username }).success;
        expect(ok).toBe(/^[A-Za-z0-9_.-]{3,50}$/.test(username.trim()) && username.trim().length >= 3);
      }),
    );
  });
});

describe("extractErrorText", () => {
  it("follows the spec's order: detail, message, error, raw string, fallback", () => {
    expect(extractErrorText({ detail: "d", message: "m", error: "e" })).toBe("d");
    expect(extractErrorText({ message: "m", error: "e" })).toBe("m");
    expect(extractErrorText({ error: "e" })).toBe("e");
    expect(extractErrorText("raw body")).toBe("raw body");
    expect(extractErrorText(null)).toBe("An unexpected error occurred");
    expect(extractErrorText({ detail: 42 }, "fallback")).toBe("fallback");
  });
});

describe("password reset schemas", () => {
  it("normalise the e-mail and hold the new password to the signup rules", () => {
    expect(ZPasswordResetRequestSchema.parse({ email: " Reem@Brand.SA " }).email).toBe("reem@brand.sa");
    const short = ZPasswordResetConfirmSchema.safeParse({ token: "t", password: "short", confirm_password: "short" });
    expect(short.error?.issues.map((issue) => issue.path)).toEqual([["password"]]);
    const mismatch = ZPasswordResetConfirmSchema.safeParse({ token: "t", password: "12345678", confirm_password: "12345679" });
    expect(mismatch.error?.issues[0]?.path).toEqual(["confirm_password"]);
    expect(ZPasswordResetConfirmSchema.safeParse({ token: "", password: "12345678", confirm_password: "12345678" }).success).toBe(false);
  });

  it("never throw, whatever they are given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => ZPasswordResetRequestSchema.safeParse(input)).not.toThrow();
        expect(() => ZPasswordResetConfirmSchema.safeParse(input)).not.toThrow();
      }),
    );
  });
});

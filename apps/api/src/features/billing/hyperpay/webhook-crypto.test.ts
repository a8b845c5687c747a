import { describe, expect, it } from "vitest";
import { decryptWebhookBody, encryptWebhookBody } from "./webhook-crypto.ts";

// reference/hyperpay.md: key = bytes 00..0F repeated twice.
const KEY = "000102030405060708090A0B0C0D0E0F".repeat(2);
const IV = "3D575574536D450F71AC76D8";
const CIPHERTEXT = "F8E2F759E528CB69375E51DB2AF9B53734E393";
const TAG = "19FDD068C6F383C173D3A906F7BD1D83";

describe("HyperPay webhook decryption (AES-256-GCM)", () => {
  it("decrypts the documented test vector", () => {
    expect(decryptWebhookBody(KEY, IV, TAG, CIPHERTEXT)).toBe('{"type": "PAYMENT"}');
  });

  it("produces the test vector when encrypting, and round-trips", () => {
    expect(encryptWebhookBody(KEY, '{"type": "PAYMENT"}', Buffer.from(IV, "hex"))).toEqual({ body: CIPHERTEXT, iv: IV, tag: TAG });
    const sealed = encryptWebhookBody(KEY, "سلام");
    expect(decryptWebhookBody(KEY, sealed.iv, sealed.tag, sealed.body)).toBe("سلام");
  });

  it("refuses a tampered body, a wrong tag and a wrong key", () => {
    expect(() => decryptWebhookBody(KEY, IV, TAG, `${CIPHERTEXT.slice(0, -2)}94`)).toThrow();
    expect(() => decryptWebhookBody(KEY, IV, `${TAG.slice(0, -2)}84`, CIPHERTEXT)).toThrow();
    expect(() => decryptWebhookBody("11".repeat(32), IV, TAG, CIPHERTEXT)).toThrow();
    expect(() => decryptWebhookBody(KEY, IV, TAG, "not hex")).toThrow(/hexadecimal/);
  });
});

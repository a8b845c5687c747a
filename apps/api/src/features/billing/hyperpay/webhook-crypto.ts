import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * HyperPay webhook bodies are AES-256-GCM ciphertext in hex; the key is the 64-hex-character
 * secret from the merchant back office, the IV and the authentication tag arrive in the
 * X-Initialization-Vector and X-Authentication-Tag headers (hex). A wrong key or a tampered
 * body fails the tag check and throws.
 */
export function decryptWebhookBody(secretHex: string, ivHex: string, tagHex: string, bodyHex: string): string {
  const key = hexBytes(secretHex, "secret", 32);
  const iv = hexBytes(ivHex, "initialization vector");
  const tag = hexBytes(tagHex, "authentication tag", 16);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(hexBytes(bodyHex, "body")), decipher.final()]).toString("utf8");
}

/** The platform's side of the same scheme, for tests and for tools that replay notifications. */
export function encryptWebhookBody(secretHex: string, plaintext: string, iv: Buffer = randomBytes(12)) {
  const cipher = createCipheriv("aes-256-gcm", hexBytes(secretHex, "secret", 32), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    body: body.toString("hex").toUpperCase(),
    iv: iv.toString("hex").toUpperCase(),
    tag: cipher.getAuthTag().toString("hex").toUpperCase(),
  };
}

function hexBytes(value: string, name: string, length?: number): Buffer {
  const trimmed = value.trim();
  if (!/^([0-9a-fA-F]{2})+$/.test(trimmed)) throw new Error(`Webhook ${name} is not hexadecimal`);
  const bytes = Buffer.from(trimmed, "hex");
  if (length !== undefined && bytes.length !== length) throw new Error(`Webhook ${name} must be ${length} bytes`);
  return bytes;
}

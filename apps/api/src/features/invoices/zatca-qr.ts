/**
 * The QR code ZATCA requires on a simplified tax invoice (e-invoicing Phase 1): Base64 of five
 * tag-length-value fields, each a one-byte tag, a one-byte length in UTF-8 bytes and the UTF-8 value.
 * A one-byte length limits a value to 255 bytes: a longer seller name is refused, never cut mid-character.
 */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-27T15:20:31Z. */
  timestamp: string;
  /** With VAT, two decimals, e.g. "1725.00". */
  total: string;
  /** Two decimals. */
  vatTotal: string;
}

const ORDER = ["sellerName", "vatNumber", "timestamp", "total", "vatTotal"] as const;

export function encodeZatcaQr(fields: ZatcaQrFields): string {
  const parts = ORDER.map((name, index) => {
    const value = Buffer.from(fields[name], "utf8");
    if (value.length > 255) throw new Error(`ZATCA QR field ${name} is ${value.length} bytes; at most 255`);
    return Buffer.concat([Buffer.from([index + 1, value.length]), value]);
  });
  return Buffer.concat(parts).toString("base64");
}

/** The reverse, for tests and support: the five fields of a payload, or an error if it is malformed. */
export function decodeZatcaQr(payload: string): ZatcaQrFields {
  const bytes = Buffer.from(payload, "base64");
  const values = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) throw new Error("truncated TLV");
    values.set(tag, bytes.subarray(at + 2, at + 2 + length).toString("utf8"));
    at += 2 + length;
  }
  const field = (tag: number) => {
    const value = values.get(tag);
    if (value === undefined) throw new Error(`TLV tag ${tag} missing`);
    return value;
  };
  return { sellerName: field(1), vatNumber: field(2), timestamp: field(3), total: field(4), vatTotal: field(5) };
}

/** ISO 8601 to the second in UTC, as ZATCA's examples write the timestamp. */
export const zatcaTimestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

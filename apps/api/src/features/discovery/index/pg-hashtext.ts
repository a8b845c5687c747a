/**
 * PostgreSQL's `hashtext(text)`, reproduced bit for bit in the application.
 *
 * The application computes token hashes itself (while it writes rows, without a round trip per
 * token) that SQL later recomputes with `hashtext()` over the same text — both sides must agree on
 * every value, so this is an exact port rather than "a good hash".
 *
 * For a deterministic collation (the default, and the builtin C.UTF-8 our databases use),
 * `hashtext(t)` is `hash_any(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t))`, i.e. `hash_bytes()` of
 * PostgreSQL's src/common/hashfn.c over the text's bytes in the server encoding (UTF-8 here):
 * Bob Jenkins' lookup3 hash (2006) with its `mix()` and `final()`, as compiled for a little-endian
 * machine, with the uint32 result read back as SQL's signed int4. The C code's aligned (word-wide
 * fetch) and unaligned (byte-wise) paths give the same result on little endian; this is the
 * byte-wise one, so any offset into a buffer works. A big-endian server would hash differently.
 *
 * Pinned against a real PostgreSQL by pg-hashtext.test.ts.
 */

/**
 * `hash_bytes(bytes + start, end - start)` as SQL's signed int4. A hot path (called for every token
 * of every row), hence no allocation, no copying, only int32 adds, xors and rotates.
 */
export function hashBytes(k: Uint8Array, start: number, end: number): number {
  let len = end - start;
  // a = b = c = 0x9e3779b9 + len + 3923095 (uint32 arithmetic, kept as int32 bits here)
  let a = (0x9e3779b9 + len + 3923095) | 0;
  let b = a;
  let c = a;
  let i = start;

  // Handle most of the key: 12 bytes (three little-endian words) at a time.
  while (len >= 12) {
    a = (a + ((k[i] as number) | ((k[i + 1] as number) << 8) | ((k[i + 2] as number) << 16) | ((k[i + 3] as number) << 24))) | 0;
    b = (b + ((k[i + 4] as number) | ((k[i + 5] as number) << 8) | ((k[i + 6] as number) << 16) | ((k[i + 7] as number) << 24))) | 0;
    c = (c + ((k[i + 8] as number) | ((k[i + 9] as number) << 8) | ((k[i + 10] as number) << 16) | ((k[i + 11] as number) << 24))) | 0;

    // mix(a, b, c)
    a = (a - c) | 0;
    a ^= (c << 4) | (c >>> 28);
    c = (c + b) | 0;
    b = (b - a) | 0;
    b ^= (a << 6) | (a >>> 26);
    a = (a + c) | 0;
    c = (c - b) | 0;
    c ^= (b << 8) | (b >>> 24);
    b = (b + a) | 0;
    a = (a - c) | 0;
    a ^= (c << 16) | (c >>> 16);
    c = (c + b) | 0;
    b = (b - a) | 0;
    b ^= (a << 19) | (a >>> 13);
    a = (a + c) | 0;
    c = (c - b) | 0;
    c ^= (b << 4) | (b >>> 28);
    b = (b + a) | 0;

    i += 12;
    len -= 12;
  }

  // Handle the last 0..11 bytes: the C switch's fall-through cases, little-endian branch.
  // The lowest byte of c is reserved for the length, so bytes 8..10 go to c's bits 8..31.
  if (len > 8) {
    c = (c + ((k[i + 8] as number) << 8)) | 0;
    if (len > 9) c = (c + ((k[i + 9] as number) << 16)) | 0;
    if (len > 10) c = (c + ((k[i + 10] as number) << 24)) | 0;
  }
  if (len > 4) {
    b = (b + (k[i + 4] as number)) | 0;
    if (len > 5) b = (b + ((k[i + 5] as number) << 8)) | 0;
    if (len > 6) b = (b + ((k[i + 6] as number) << 16)) | 0;
    if (len > 7) b = (b + ((k[i + 7] as number) << 24)) | 0;
  }
  if (len > 0) {
    a = (a + (k[i] as number)) | 0;
    if (len > 1) a = (a + ((k[i + 1] as number) << 8)) | 0;
    if (len > 2) a = (a + ((k[i + 2] as number) << 16)) | 0;
    if (len > 3) a = (a + ((k[i + 3] as number) << 24)) | 0;
  }

  // final(a, b, c)
  c ^= b;
  c = (c - ((b << 14) | (b >>> 18))) | 0;
  a ^= c;
  a = (a - ((c << 11) | (c >>> 21))) | 0;
  b ^= a;
  b = (b - ((a << 25) | (a >>> 7))) | 0;
  c ^= b;
  c = (c - ((b << 16) | (b >>> 16))) | 0;
  a ^= c;
  a = (a - ((c << 4) | (c >>> 28))) | 0;
  b ^= a;
  b = (b - ((a << 14) | (a >>> 18))) | 0;
  c ^= b;
  c = (c - ((b << 24) | (b >>> 8))) | 0;

  // The uint32 hash read as the signed int4 that SQL's hashtext() returns.
  return c;
}

const utf8 = new TextEncoder();

/**
 * SQL's `hashtext(text)` of a string (UTF-8 database, deterministic collation). A lone surrogate
 * becomes U+FFFD, as it does on its way to the server; PostgreSQL text cannot hold NUL.
 */
export function hashText(text: string): number {
  const bytes = utf8.encode(text);
  return hashBytes(bytes, 0, bytes.length);
}

import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../../core/db/database.ts";
import { ensureDatabase } from "../../../core/db/embedded-postgres.ts";
import { hashBytes, hashText } from "./pg-hashtext.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  // A plain SELECT: a database of its own, no tables, no migrations.
  const database = `t_${randomBytes(6).toString("hex")}`;
  const server = inject("pgServerUrl");
  await ensureDatabase(server, database);
  handle = connectDatabase(`${server}/${database}`, { max: 2 });
});
afterAll(() => handle?.close());

/** What the real server says: hashtext() of each string, in order. */
async function serverHashes(texts: readonly string[]): Promise<number[]> {
  const { rows } = await handle.pool.query<{ h: number }>(
    "SELECT hashtext(x) AS h FROM unnest($1::text[]) WITH ORDINALITY AS u(x, n) ORDER BY n",
    [texts],
  );
  return rows.map((r) => r.h);
}

/** A small seeded generator (mulberry32), so a failure reproduces. */
function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABETS: readonly string[][] = [
  [..."abcdefghijklmnopqrstuvwxyz0123456789 ._-@#"],
  // Two-byte UTF-8, with lead bytes >= 0x80 landing in every byte position (the sign bit of << 24).
  [..."ابتثجحخدذرسشصضطظعغفقكلمنهويءآأإةى"],
  [..."éàüßñøçÅÆ"],
  // Three- and four-byte UTF-8, surrogate pairs on the JS side, and a ZWJ sequence.
  [..."中文字日本語한국어"],
  ["😀", "🎉", "👍🏽", "🇸🇦", "👨‍👩‍👧", "𝔘", "\u{10FFFF}", "\u{FFFD}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}"],
];

function generated(): string[] {
  const random = prng(20260101);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  const out: string[] = ["", "a", "ab", "abc", "abcd", "Four score and seven years ago", "مرحبا بالعالم", "😀😀😀"];

  // Every byte length 1..40 (every tail case, up to three whole 12-byte blocks), from every alphabet,
  // and alphabets mixed: the string is cut to the exact byte length wanted where the alphabet allows.
  const encoder = new TextEncoder();
  for (let bytes = 1; bytes <= 40; bytes += 1) {
    for (let round = 0; round < 20; round += 1) {
      const alphabet = round % 6 === 5 ? ALPHABETS.flat() : (ALPHABETS[round % 5] as string[]);
      let s = "";
      while (encoder.encode(s).length < bytes) {
        const next = s + pick(alphabet);
        if (encoder.encode(next).length > bytes && round % 2 === 0) break;
        s = next;
      }
      out.push(s);
    }
  }
  // Longer keys: many 12-byte blocks.
  for (let n = 0; n < 60; n += 1) {
    const alphabet = pick(ALPHABETS);
    out.push(Array.from({ length: 41 + Math.floor(random() * 400) }, () => pick(alphabet)).join(""));
  }
  // Arbitrary code points (no lone surrogates), and the default arbitrary strings.
  out.push(...fc.sample(fc.string({ unit: "binary", maxLength: 40 }), { seed: 42, numRuns: 1_500 }));
  out.push(...fc.sample(fc.string({ maxLength: 40 }), { seed: 43, numRuns: 500 }));
  // PostgreSQL text cannot hold NUL.
  return out.map((s) => s.replaceAll("\0", "x"));
}

describe("hashText / hashBytes (PostgreSQL's hashtext)", () => {
  it("runs on a UTF-8 database, which the port assumes", async () => {
    const { rows } = await handle.pool.query<{ encoding: string }>("SELECT current_setting('server_encoding') AS encoding");
    expect(rows[0]?.encoding).toBe("UTF8");
  });

  it("agrees with the server's hashtext() for every string, and hashBytes agrees at any offset in a larger buffer", async () => {
    const texts = generated();
    const lengths = new Set(texts.map((t) => Buffer.byteLength(t, "utf8")));
    for (let n = 0; n <= 40; n += 1) expect(lengths.has(n), `a string of ${n} bytes`).toBe(true);
    expect(texts.length).toBeGreaterThan(2_500);

    const expected = await serverHashes(texts);
    expect(expected).toHaveLength(texts.length);

    const random = prng(7);
    const wrong: { text: string; server: number; hashText: number; hashBytes: number }[] = [];
    texts.forEach((text, index) => {
      const bytes = new TextEncoder().encode(text);
      // Non-zero offsets of every alignment, with noise on either side that must not leak in.
      const offset = 1 + (index % 11);
      const buffer = new Uint8Array(offset + bytes.length + 13);
      for (let i = 0; i < buffer.length; i += 1) buffer[i] = Math.floor(random() * 256);
      buffer.set(bytes, offset);
      const server = expected[index] as number;
      const viaText = hashText(text);
      const viaBytes = hashBytes(buffer, offset, offset + bytes.length);
      if (viaText !== server || viaBytes !== server) wrong.push({ text, server, hashText: viaText, hashBytes: viaBytes });
    });
    expect(wrong).toEqual([]);
  });

  it("returns a signed int32, as SQL's int4 does", async () => {
    const texts = generated().slice(0, 400);
    const hashes = texts.map(hashText);
    for (const h of hashes) expect(h).toBe(h | 0);
    // Some hashes are negative: the uint32 is not returned as is.
    expect(hashes.some((h) => h < 0)).toBe(true);
    expect(await serverHashes(texts)).toEqual(hashes);
  });
});

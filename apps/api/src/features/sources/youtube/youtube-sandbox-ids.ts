import { createHash } from "node:crypto";

/**
 * The sandbox's YouTube ids. A channel id is "UC" + 22 base64url characters holding 128 bits (so
 * the last one is A, Q, g or w, as in YouTube's), derived from the handle so a handle always has
 * the same channel, and reversible for handles of up to 21 characters of a-z 0-9 . _ - (nearly
 * all), so channels.list?id=, the uploads playlist "UU…" and /channel/<id> links resolve in any
 * process, after any restart. Other handles get a hashed id that this process remembers once it
 * has shown the channel.
 */

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789._-";
const BASE = BigInt(ALPHABET.length + 1); // digit 0 ends the handle
const MAX_REVERSIBLE = 21; // 40^21 < 2^112, leaving 16 bits of check below 128
const CHECK_BITS = 16n;
const BITS = 128n;
const MODULUS = 1n << BITS;
/**
 * The payload is multiplied by an odd constant modulo 2^128 (invertible; the low check bits, a
 * hash, spread into every higher bit) and XORed with a mask, so ids look as random as YouTube's
 * instead of sharing a prefix for short handles.
 */
const MULTIPLIER = BigInt(`0x${createHash("sha256").update("radar-youtube-sandbox:multiplier").digest("hex").slice(0, 32)}`) | 1n;
const INVERSE = (() => {
  let inverse = MULTIPLIER; // Newton's iteration: each step doubles the correct low bits
  for (let i = 0; i < 8; i += 1) inverse = (inverse * (2n - MULTIPLIER * inverse)) % MODULUS;
  return (inverse + MODULUS) % MODULUS;
})();
const MASK = BigInt(`0x${createHash("sha256").update("radar-youtube-sandbox:mask").digest("hex").slice(0, 32)}`);
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const hashedIds = new Map<string, string>();

function check(handle: string): bigint {
  return BigInt(createHash("sha256").update(`check:${handle}`).digest().readUInt16BE(0)) & ((1n << CHECK_BITS) - 1n);
}

function toBase64Url(value: bigint, chars: number): string {
  let text = "";
  for (let i = chars - 1; i >= 0; i -= 1) text += B64[Number((value >> BigInt(i * 6)) & 63n)];
  return text;
}

function fromBase64Url(text: string): bigint | null {
  let value = 0n;
  for (const ch of text) {
    const digit = B64.indexOf(ch);
    if (digit < 0) return null;
    value = (value << 6n) | BigInt(digit);
  }
  return value;
}

/** The channel id of a (lower-case, '@'-less) handle. */
export function channelIdFor(handle: string): string {
  const reversible = handle.length <= MAX_REVERSIBLE && [...handle].every((ch) => ALPHABET.includes(ch));
  if (!reversible) {
    const id = `UC${createHash("sha256").update(`channel:${handle}`).digest().subarray(0, 16).toString("base64url")}`;
    if (hashedIds.size > 50_000) hashedIds.clear();
    hashedIds.set(id, handle);
    return id;
  }
  let number = 0n;
  for (let i = handle.length - 1; i >= 0; i -= 1) number = number * BASE + BigInt(ALPHABET.indexOf(handle[i] as string) + 1);
  const payload = (number << CHECK_BITS) | check(handle);
  return `UC${toBase64Url((((payload * MULTIPLIER) % MODULUS) ^ MASK) << 4n, 22)}`;
}

/** The handle a channel id was made from; null for an id the sandbox did not make (or a malformed one). */
export function handleOfChannelId(id: string): string | null {
  if (!/^UC[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const remembered = hashedIds.get(id);
  if (remembered) return remembered;
  const value = fromBase64Url(id.slice(2));
  if (value === null || (value & 15n) !== 0n) return null;
  const payload = (((value >> 4n) ^ MASK) * INVERSE) % MODULUS;
  let number = payload >> CHECK_BITS;
  let handle = "";
  while (number > 0n) {
    const digit = Number(number % BASE);
    if (digit === 0) return null;
    handle += ALPHABET[digit - 1];
    number /= BASE;
  }
  if (!handle || handle.length > MAX_REVERSIBLE || check(handle) !== (payload & ((1n << CHECK_BITS) - 1n))) return null;
  return handle;
}

/** The uploads playlist of a channel: "UU" + the id without "UC", as YouTube does. */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;
export const channelOfUploads = (playlistId: string) => (/^UU[A-Za-z0-9_-]{22}$/.test(playlistId) ? `UC${playlistId.slice(2)}` : null);

const videos = new Map<string, { channelId: string; index: number }>();

/**
 * An 11-character video id, stable per channel and upload. 66 bits cannot hold the channel, so the
 * process remembers which upload an id it handed out (in playlistItems.list) stands for.
 */
export function videoIdFor(channelId: string, index: number): string {
  const id = createHash("sha256").update(`video:${channelId}:${index}`).digest("base64url").slice(0, 11);
  if (videos.size > 200_000) videos.clear();
  videos.set(id, { channelId, index });
  return id;
}

/** The upload a video id stands for; null for ids this process did not hand out (like a deleted video). */
export const videoOf = (videoId: string) => videos.get(videoId) ?? null;

/** Google's opaque page tokens are protobuf: field 1 = offset, field 2 = direction ("CAUQAA" is offset 5, forward). */
export function pageToken(offset: number, backwards = false): string {
  const bytes = [0x08];
  let rest = offset;
  do {
    bytes.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0));
    rest >>>= 7;
  } while (rest > 0);
  bytes.push(0x10, backwards ? 1 : 0);
  return Buffer.from(bytes).toString("base64url");
}

/** The offset and direction a page token stands for; null when it is not one of ours. */
export function readPageToken(token: string): { offset: number; backwards: boolean } | null {
  const bytes = Buffer.from(token, "base64url");
  if (bytes[0] !== 0x08 || bytes.toString("base64url") !== token) return null;
  let offset = 0;
  let i = 1;
  for (let shift = 0; i < bytes.length && shift < 28; shift += 7) {
    const byte = bytes[i++] as number;
    offset |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  const direction = bytes[i + 1];
  if (bytes[i] !== 0x10 || (direction !== 0 && direction !== 1) || i + 2 !== bytes.length) return null;
  return { offset, backwards: direction === 1 };
}

/** A 27-character etag like YouTube's, from the resource's content. */
export const etagOf = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 27);

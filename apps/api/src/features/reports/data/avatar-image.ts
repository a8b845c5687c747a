const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 1500;

const isPng = (data: Buffer) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * The account's photo for the report, when the index has an http(s) URL that answers quickly with a
 * PNG or JPEG (what both PDF and PPTX embed). Anything else — no URL, a slow host, another format —
 * gives null and the report draws the account's initials instead: a photo never fails a report.
 */
export async function fetchAvatar(url: string | null): Promise<Buffer | null> {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "follow" });
    if (!response.ok) return null;
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_BYTES) return null;
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_BYTES) return null;
    return isPng(data) || isJpeg(data) ? data : null;
  } catch {
    return null;
  }
}

import zlib from "node:zlib";

/**
 * The API's one response encoding (app.ts registers @fastify/compress with it). A page of search
 * results is ~140 kB of JSON and ~23 kB as brotli at quality 1; gzip needed ~4 ms for the same page
 * on this machine, so only brotli, which every current browser accepts, is offered.
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

export const brotli = (bytes: Buffer): Buffer => zlib.brotliCompressSync(bytes, BROTLI_OPTIONS);

/** Whether an Accept-Encoding header takes brotli: `br` or `*`, with a q-value above 0 (RFC 9110 §12.5.3). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let accepted = false;
  for (const entry of value.split(",")) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (name !== "br" && name !== "*") continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // An explicit `br` decides over `*`.
    if (name === "br") return weight > 0;
    accepted = weight > 0;
  }
  return accepted;
}

import type { TSearchResponse, TSearchResult } from "@radar/contract/search";

/** Grown as needed and reused: the answer is written here, then copied out at its exact size. */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

const SLOT = '"search_results":[]';

/**
 * The search answer as UTF-8 JSON, byte for byte what `Buffer.from(JSON.stringify(answer))` gives.
 * JSON.stringify of the whole answer returns a rope of many pieces, and turning a ~150 kB two-byte
 * (Arabic) rope into UTF-8 cost ~1.5 ms of the server's CPU per search — more than the brotli that
 * follows. Each result's JSON is small and written straight into one buffer: ~0.6 ms for the page.
 */
export function answerBytes(answer: TSearchResponse): Buffer {
  const frame = JSON.stringify({ ...answer, results: { ...answer.results, search_results: [] } });
  const slot = frame.indexOf(SLOT) + SLOT.length - 1;
  const made = madeBytes.get(answer.results.search_results);
  const parts = made ? [] : answer.results.search_results.map((result) => JSON.stringify(result));
  // UTF-8 takes at most 3 bytes per UTF-16 code unit.
  const bound = 3 * (frame.length + parts.reduce((sum, part) => sum + part.length + 1, 0)) + (made?.length ?? 0);
  if (scratch.length < bound) scratch = Buffer.allocUnsafeSlow(Math.max(bound, 2 * scratch.length));
  let at = scratch.write(frame.slice(0, slot), 0);
  if (made) at += made.copy(scratch, at);
  else at = writeParts(parts, at);
  at += scratch.write(frame.slice(slot), at);
  return Buffer.from(scratch.subarray(0, at));
}

function writeParts(parts: string[], from: number): number {
  let at = from;
  parts.forEach((part, i) => {
    if (i > 0) at += scratch.write(",", at);
    at += scratch.write(part, at);
  });
  return at;
}

/** Results whose JSON was made by resultsBytes: answerBytes copies those bytes instead of writing them again. */
const madeBytes = new WeakMap<readonly TSearchResult[], Buffer>();

/**
 * The results as UTF-8 JSON, comma-separated, without the brackets: what answerBytes writes between
 * them. Remembered for this array, which must not change afterwards (kept pages, kept-pages.ts).
 */
export function resultsBytes(results: readonly TSearchResult[]): Buffer {
  const made = madeBytes.get(results);
  if (made) return made;
  const parts = results.map((result) => JSON.stringify(result));
  const bound = 3 * parts.reduce((sum, part) => sum + part.length + 1, 0);
  if (scratch.length < bound) scratch = Buffer.allocUnsafeSlow(Math.max(bound, 2 * scratch.length));
  const bytes = Buffer.from(scratch.subarray(0, writeParts(parts, 0)));
  madeBytes.set(results, bytes);
  return bytes;
}

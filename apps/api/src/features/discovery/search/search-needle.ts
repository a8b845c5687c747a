import { type RawBuilder, sql } from "kysely";
import { hashText } from "../index/pg-hashtext.ts";
import { SEPARATOR_CLASS } from "../index/search-tokens.ts";

/**
 * A free-text needle as conditions PostgreSQL answers from the token indexes (migration 0026), and
 * the `LIKE` that decides. A row contains the needle only if it holds a token for each of the
 * needle's pieces (its runs between separators, search-tokens.ts):
 * - a piece with separators on both sides is a whole token: its hash is looked for as it is;
 * - a piece at the needle's start with a separator after it ends a token; one at its end with a
 *   separator before it starts one; a needle that is one piece lies inside a token: those are looked
 *   up in `search_vocabulary` (`LIKE '%piece'`, `'piece%'`, `'%piece%'` under its trigram and C
 *   btree indexes), and the rows are read by the hashes of the tokens found.
 * The token conditions only narrow what the `LIKE` reads, so the matches are exactly the `LIKE`'s.
 * Pieces looked up in the vocabulary need three characters (a trigram; a shorter one would list a
 * large part of it); a needle without any usable piece is matched by its `LIKE` alone.
 */

export type PieceKind = "token" | "prefix" | "suffix" | "inner";

export interface NeedlePiece {
  kind: PieceKind;
  word: string;
}

const PIECE = new RegExp(`(?:(?!${SEPARATOR_CLASS}).)+`, "gsu");

export function needlePieces(needle: string): NeedlePiece[] {
  const pieces: NeedlePiece[] = [];
  for (const match of needle.matchAll(PIECE)) {
    const before = match.index > 0;
    const after = match.index + match[0].length < needle.length;
    const kind: PieceKind = before && after ? "token" : before ? "prefix" : after ? "suffix" : "inner";
    pieces.push({ kind, word: match[0] });
  }
  return pieces;
}

/** Pieces looked up in the vocabulary need this many characters (see above). */
const MIN_LOOKUP_CHARACTERS = 3;

const VOCABULARY_PATTERN: Record<Exclude<PieceKind, "token">, (word: string) => string> = {
  prefix: (word) => `${word}%`,
  suffix: (word) => `%${word}`,
  inner: (word) => `%${word}%`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** The conditions on `i.search_tokens` a row containing `needle` meets, or null when no piece can narrow. */
export function tokenConditions(needle: string): RawBuilder<unknown> | null {
  const conditions: RawBuilder<unknown>[] = [];
  const pieces = needlePieces(needle);
  const whole = pieces.filter((p) => p.kind === "token");
  if (whole.length > 0) conditions.push(sql`i.search_tokens @> ${[...new Set(whole.map((p) => hashText(p.word)))]}::int4[]`);
  for (const piece of pieces) {
    if (piece.kind === "token" || [...piece.word].length < MIN_LOOKUP_CHARACTERS) continue;
    // A word holds no separator, so no LIKE wildcard or escape character either.
    const pattern = VOCABULARY_PATTERN[piece.kind](piece.word);
    conditions.push(
      sql`i.search_tokens && (SELECT coalesce(array_agg(DISTINCT hashtext(v.token)), '{}') FROM search_vocabulary v WHERE v.token LIKE ${pattern})`,
    );
  }
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : null;
}

/**
 * `needle` in a row's search text, two ways: `indexed`, the token conditions that narrow and the LIKE
 * that decides, for reading the matches through the token index (a count, a bitmap); `like` alone,
 * for testing rows met along another index (a walk in sort order), where the token conditions would
 * only add work — an overlap with every hash a short piece looked up, row after row.
 */
export function textMatches(needle: string): { indexed: RawBuilder<unknown>; like: RawBuilder<unknown> } {
  const like = sql`i.search_text LIKE ${likePattern(needle)}`;
  const tokens = tokenConditions(needle);
  return { indexed: tokens ? sql`(${tokens} AND ${like})` : like, like };
}

/** A row's search text lacks `needle` (no index helps a negation). */
export const textLacks = (needle: string): RawBuilder<unknown> => sql`i.search_text NOT LIKE ${likePattern(needle)}`;

import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { FacetKind, facetCode, NO_COUNTRY } from "../index/facet-codes.ts";
import { influencerId } from "../index/influencer-record.ts";
import { searchFailed } from "./search-query.ts";

/**
 * Lookalikes: how alike an account is to the `similar` one, 0–1, from what a marketer compares —
 * content categories (30 %), audience interests (20 %), audience countries (20 %), age mix (10 %),
 * gender mix (10 %) and size (10 %, on a log scale: 10× bigger or smaller scores 0.5).
 * Candidates must share a content category with it (or an interest when it has no category):
 * an account about something else is no lookalike, however close its numbers.
 */

export interface LookalikeTarget {
  id: string;
  followers: number;
  categories: number[];
  interests: number[];
  ageBp: (number | null)[];
  femaleBp: number | null;
  topCountries: number | null;
}

const SLOT = 677;
const MAX_BIGINT = 9223372036854775807n;

interface TargetRow {
  id: string;
  followers: number;
  categories: number[];
  interests: number[];
  ages: (number | null)[];
  aud_female_bp: number | null;
  aud_top_countries: number | null;
}

/**
 * The account named by `similar`: a username (its id is the hash of platform and username, so this
 * reads the primary key, no username index) or an id; a username wins when both match. A renamed
 * account, whose row keeps its first handle's id, is found by its handle in a second statement.
 */
export async function findTarget(db: Database, platform: TPlatform, similar: string): Promise<LookalikeTarget> {
  const byName = influencerId(platform, similar);
  const ids = /^\d{1,19}$/.test(similar) && BigInt(similar) <= MAX_BIGINT ? [byName, similar] : [byName];
  const row = (await readTarget(db, platform, ids, byName)) ?? (await readRenamedTarget(db, platform, similar));
  if (!row) throw searchFailed(`No ${platform} account '${similar}' in the index to find lookalikes of`);
  return {
    id: row.id,
    followers: row.followers,
    categories: row.categories,
    interests: row.interests,
    ageBp: row.ages,
    femaleBp: row.aud_female_bp,
    topCountries: row.aud_top_countries,
  };
}

async function readTarget(db: Database, platform: TPlatform, ids: string[], first: string): Promise<TargetRow | undefined> {
  const { rows } = await sql<TargetRow>`
    SELECT i.id::text AS id, i.followers, i.categories, i.interests, i.aud_female_bp, i.aud_top_countries,
      ARRAY[${sql.join(AGE_GROUPS.map((g) => sql.ref(`i.aud_${g}_bp`)))}] AS ages
    FROM influencers i
    WHERE i.platform = ${platform} AND i.id = ANY(${ids}::bigint[])
    ORDER BY i.id = ${first}::bigint DESC
    LIMIT 1`.execute(db);
  return rows[0];
}

/** The row of an account renamed to `similar`, or that had it as a former handle (migration 0035). */
async function readRenamedTarget(db: Database, platform: TPlatform, similar: string): Promise<TargetRow | undefined> {
  const handle = similar.replace(/^@/, "").toLowerCase();
  const { rows } = await sql<{ id: string }>`
    SELECT named.id::text AS id FROM (
      SELECT r.id, 0 AS former, NULL::timestamptz AS seen_until FROM influencers r
      WHERE r.platform = ${platform} AND lower(r.username) = ${handle} AND r.account_id IS NOT NULL
      UNION ALL
      SELECT h.influencer_id, 1, h.seen_until FROM influencer_handles h WHERE h.platform = ${platform} AND h.handle_lower = ${handle}
    ) AS named
    ORDER BY named.former, named.seen_until DESC NULLS FIRST, named.id
    LIMIT 1`.execute(db);
  const id = rows[0]?.id;
  return id ? readTarget(db, platform, [id], id) : undefined;
}

/** The candidate condition: shares a category (or an interest), and is not the account itself. */
export function lookalikeCondition(platform: TPlatform, target: LookalikeTarget): RawBuilder<unknown> {
  const keys =
    target.categories.length > 0
      ? target.categories.map((id) => facetCode(FacetKind.category, platform, id))
      : target.interests.map((id) => facetCode(FacetKind.interest, platform, id));
  return sql`i.id <> ${target.id}::bigint AND i.facets && ${keys}::bigint[]`;
}

function overlapShare(column: string, ids: number[], elementType: string): RawBuilder<number> {
  if (ids.length === 0) return sql<number>`0`;
  const hits = sql.join(
    ids.map((id) => sql`(${id}::${sql.raw(elementType)} = ANY(${sql.ref(column)}))::int`),
    sql` + `,
  );
  // Jaccard: shared / (theirs + ours - shared)
  return sql<number>`((${hits})::float8 / greatest(1, cardinality(${sql.ref(column)}) + ${ids.length} - (${hits})))`;
}

function countrySlots(packed: number | null): number[] {
  if (packed === null) return [];
  return [Math.floor(packed / (SLOT * SLOT)), Math.floor(packed / SLOT) % SLOT, packed % SLOT].filter((c) => c !== NO_COUNTRY);
}

function geoShare(target: LookalikeTarget): RawBuilder<number> {
  const ours = countrySlots(target.topCountries);
  if (ours.length === 0) return sql<number>`0`;
  const slots = [
    sql`(i.aud_top_countries / ${SLOT * SLOT})`,
    sql`((i.aud_top_countries / ${SLOT}) % ${SLOT})`,
    sql`(i.aud_top_countries % ${SLOT})`,
  ];
  // Each of our top countries counts 3-2-1 by rank when it is among theirs.
  const weights = [3, 2, 1];
  const hits = ours.map((code, rank) => sql`(CASE WHEN ${code} IN (${sql.join(slots)}) THEN ${weights[rank] ?? 1} ELSE 0 END)`);
  const best = weights.slice(0, ours.length).reduce((a, b) => a + b, 0);
  return sql<number>`(coalesce(${sql.join(hits, sql` + `)}, 0)::float8 / ${best})`;
}

function ageShare(target: LookalikeTarget): RawBuilder<number> {
  if (target.ageBp.some((v) => v === null)) return sql<number>`0`;
  const distance = sql.join(
    AGE_GROUPS.map((g, i) => sql`abs(${sql.ref(`i.aud_${g}_bp`)} - ${target.ageBp[i] ?? 0})`),
    sql` + `,
  );
  return sql<number>`coalesce(1 - (${distance})::float8 / 20000, 0)`;
}

/** The 0–1 likeness of row `i` to the target, as a SQL expression. */
export function similarityScore(target: LookalikeTarget): RawBuilder<number> {
  const gender =
    target.femaleBp === null ? sql<number>`0` : sql<number>`coalesce(1 - abs(i.aud_female_bp - ${target.femaleBp})::float8 / 10000, 0)`;
  const size = sql<number>`greatest(0, 1 - abs(ln(greatest(i.followers, 1)::float8 / ${Math.max(1, target.followers)})) / ln(100))`;
  return sql<number>`(
    0.30 * ${overlapShare("i.categories", target.categories, "smallint")}
    + 0.20 * ${overlapShare("i.interests", target.interests, "smallint")}
    + 0.20 * ${geoShare(target)}
    + 0.10 * ${ageShare(target)}
    + 0.10 * ${gender}
    + 0.10 * ${size})`;
}

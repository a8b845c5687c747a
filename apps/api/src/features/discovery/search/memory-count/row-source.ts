import { PLATFORMS } from "@radar/contract/constants";
import { type IndexStamp, ROW_FIELDS, type RowField, type RowRead, type RowSource } from "@radar/search-engine";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { FacetKind } from "../../index/facet-codes.ts";
import { QUALITY_SQL } from "../search-order.ts";

/** Each field of the engine's rows (ROW_FIELDS) as a column of `influencers i`. */
const FIELD_SQL: Record<Exclude<RowField, `age.${string}`>, string> = {
  platform: `array_position(ARRAY[${PLATFORMS.map((p) => `'${p}'`).join(",")}]::text[], i.platform::text)::smallint`,
  followers: "i.followers",
  erBp: "i.er_bp",
  // The quality searches compare and sort: the vendor's score, else our estimate.
  aqs: `${QUALITY_SQL}::smallint`,
  views: "i.views_avg",
  lastMediaAt: "i.last_media_at",
  accountType: "CASE i.account_type WHEN 'personal' THEN 1 WHEN 'brand' THEN 2 ELSE 3 END::smallint",
  hasContacts: "i.has_contacts",
  male: "i.aud_male_bp",
  female: "i.aud_female_bp",
  // All keys travel: filtering them in SQL (unnest per row) cost PostgreSQL twice the whole COPY.
  facets: "i.facets",
  text: "i.search_text",
  id: "i.id",
  growth30: "i.follower_growth_30d_bp",
  growth90: "i.follower_growth_90d_bp",
};

const isAgeField = (field: RowField): field is `age.${string}` & RowField => field.startsWith("age.");

const COLUMNS = ROW_FIELDS.map((field) => (isAgeField(field) ? `i.aud_${field.slice("age.".length)}_bp` : FIELD_SQL[field]));

/**
 * Kinds the engine does not hold: keys no longer written, and the "at least" place keys (a share is
 * counted from its floor key, count-plan.ts).
 */
const SKIPPED_FACET_KINDS = [
  FacetKind.accountType,
  FacetKind.audienceAge,
  FacetKind.audienceGender,
  FacetKind.audienceCountryAtLeast,
  FacetKind.audienceCityAtLeast,
];

interface StateRow {
  version: number;
  load_version: number;
  change_seq: string;
  changes_pruned_to: string;
}

const STATE = "SELECT version, load_version, change_seq, changes_pruned_to FROM discovery_index_state";

function readOn(client: pg.PoolClient, state: StateRow | undefined): RowRead {
  const stamp: IndexStamp | undefined = state && {
    version: state.version,
    loadVersion: state.load_version,
    changeSeq: Number(state.change_seq),
    changesPrunedTo: Number(state.changes_pruned_to),
  };
  return {
    stamp,
    async platformRows() {
      const totals = await client.query<{ platform: string; total: string }>("SELECT platform, total FROM discovery_platform_stats");
      return new Map(totals.rows.map((row) => [row.platform, Number(row.total)]));
    },
    async changedIds(after, upTo, limit) {
      const changed = await client.query<{ id: string }>(
        "SELECT DISTINCT influencer_id::text AS id FROM discovery_account_changes WHERE change_seq > $1 AND change_seq <= $2 LIMIT $3",
        [after, upTo, limit],
      );
      return changed.rows.map((row) => row.id);
    },
    async *copyRows(ids) {
      // COPY takes no parameters; the ids are bigint text read from PostgreSQL itself (changedIds), checked again here.
      if (ids && !ids.every((id) => /^-?\d+$/.test(id))) throw new Error("memory counter: an account id is not an integer");
      const where = ids ? `WHERE i.id = ANY('{${ids.join(",")}}'::bigint[])` : "";
      const stream = client.query(copyTo(`COPY (SELECT ${COLUMNS.join(", ")} FROM influencers i ${where}) TO STDOUT (FORMAT binary)`));
      for await (const chunk of stream) yield chunk;
    },
  };
}

/**
 * The engine's view of the index in PostgreSQL: each read runs in one REPEATABLE READ READ ONLY
 * transaction, so the state row and the rows it copies agree.
 */
export function pgRowSource(pool: pg.Pool): RowSource {
  return {
    skippedFacetKinds: SKIPPED_FACET_KINDS,
    async read(read) {
      const client = await pool.connect();
      let failed = false;
      try {
        await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
        const state = await client.query<StateRow>(STATE);
        const result = await read(readOn(client, state.rows[0]));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        if (failed) {
          await client.query("ROLLBACK").catch(() => {});
          client.release(true);
        } else client.release();
      }
    },
  };
}

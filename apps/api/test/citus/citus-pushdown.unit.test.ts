import { beforeAll, describe, expect, it } from "vitest";
import { analyzeForCitus, loadCitusChecker } from "./citus-pushdown.ts";

beforeAll(() => loadCitusChecker());

const kindOf = (sql: string) => analyzeForCitus(sql).kind;
const constructs = (sql: string) => analyzeForCitus(sql).findings.map((f) => f.construct);

describe("Citus pushdown checker on hand-written SQL", () => {
  it("calls statements on coordinator tables local", () => {
    expect(kindOf("SELECT total FROM discovery_search_totals WHERE query_key = $1")).toBe("local");
    expect(kindOf("INSERT INTO search_charges (user_id, query_hash) VALUES ($1, $2)")).toBe("local");
    expect(kindOf("SELECT set_config('enable_seqscan', 'off', true)")).toBe("local");
  });

  it("routes a statement pinned to one id, whatever it holds", () => {
    const one = analyzeForCitus("SELECT * FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id WHERE i.id = $1 FOR UPDATE");
    expect(one).toMatchObject({ kind: "router", shards: "one", tables: ["influencer_profiles", "influencers"] });
    expect(analyzeForCitus("SELECT * FROM influencers WHERE id = ANY($1::bigint[])")).toMatchObject({ kind: "router", shards: "few" });
    expect(analyzeForCitus("SELECT * FROM influencers WHERE id IN (1, 2, 3)").shards).toBe("few");
  });

  it("sums counts and merges top-N across every shard", () => {
    const count = analyzeForCitus("SELECT count(*)::int AS total FROM influencers i WHERE i.platform = $1 AND i.facets && $2::bigint[]");
    expect(count).toMatchObject({ kind: "multi-shard", shards: "all", merges: ["per-shard count(*) summed"] });
    const page = analyzeForCitus(
      "SELECT i.id FROM influencers i WHERE i.platform = $1 ORDER BY i.followers DESC, i.id DESC LIMIT $2 OFFSET $3",
    );
    expect(page.kind).toBe("multi-shard");
    expect(page.merges[0]).toMatch(/^top-N merge/);
  });

  it("gathers the rows of string_agg(… ORDER BY …) on the coordinator, and refuses array_agg(… ORDER BY …)", () => {
    const ids = analyzeForCitus(
      "SELECT string_agg(i.id::text, ',' ORDER BY i.followers DESC, i.id DESC) AS ids FROM influencers i WHERE i.platform = $1",
    );
    expect(ids.kind).toBe("multi-shard");
    expect(ids.findings).toEqual([
      expect.objectContaining({ severity: "coordinator", construct: "string_agg(… ORDER BY …) across shards" }),
    ]);
    expect(kindOf("SELECT array_agg(i.id ORDER BY i.followers) FROM influencers i")).toBe("unsupported");
    expect(kindOf("SELECT array_agg(i.id) FROM influencers i")).toBe("multi-shard");
  });

  it("accepts co-located joins on id and refuses joins on anything else", () => {
    expect(kindOf("SELECT * FROM influencers i JOIN influencer_profiles p ON p.id = i.id WHERE i.platform = $1")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM influencers i JOIN influencer_profiles p USING (id)")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM influencers i, influencer_profiles p WHERE p.id = i.id")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM (SELECT id FROM influencers WHERE followers > 5) x JOIN influencer_profiles p ON p.id = x.id")).toBe(
      "multi-shard",
    );
    expect(kindOf("SELECT * FROM (SELECT followers AS id FROM influencers) x JOIN influencer_profiles p ON p.id = x.id")).toBe(
      "unsupported",
    );
    expect(constructs("SELECT * FROM influencers i JOIN influencer_profiles p ON p.email = i.username")).toContain("non-co-located join");
    expect(kindOf("SELECT * FROM influencers a JOIN influencers b ON a.followers = b.followers")).toBe("unsupported");
  });

  it("plans a LIMIT sub-select recursively, and refuses it on the outer side of a LEFT JOIN to a distributed table", () => {
    const semi = analyzeForCitus(`SELECT i.id, p.bio FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
      WHERE i.id IN (SELECT i.id FROM influencers i WHERE i.platform = $1 ORDER BY i.followers DESC LIMIT $2 OFFSET $3)
      ORDER BY i.followers DESC`);
    expect(semi.kind).toBe("recursive");
    expect(semi.findings.map((f) => f.construct)).toEqual(["IN (subquery with LIMIT/aggregate)"]);
    const leftJoin = analyzeForCitus(`SELECT i.id, p.bio FROM (SELECT i.* FROM influencers i ORDER BY i.followers DESC LIMIT 50) i
      LEFT JOIN influencer_profiles p ON p.id = i.id`);
    expect(leftJoin.kind).toBe("unsupported");
    expect(leftJoin.findings.map((f) => f.construct)).toEqual([
      "subquery with LIMIT/aggregate in FROM",
      "outer join with a recurring outer side",
    ]);
    expect(kindOf("SELECT * FROM (SELECT * FROM influencers LIMIT 5) x JOIN influencer_profiles p ON p.id = x.id")).toBe("recursive");
  });

  it("treats a function in FROM as recurring: inner joins push down, a LEFT JOIN from it does not", () => {
    const byId = `SELECT i.*, o.rank FROM unnest($1::bigint[]) WITH ORDINALITY AS o (id, rank) JOIN influencers i ON i.id = o.id`;
    expect(kindOf(byId)).toBe("multi-shard");
    expect(kindOf("SELECT * FROM unnest($1::bigint[]) AS o (id) LEFT JOIN influencers i ON i.id = o.id")).toBe("unsupported");
    expect(kindOf("SELECT * FROM generate_series(1, 3) g JOIN influencers i ON i.id = g")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM random() r JOIN influencers i ON true")).toBe("unsupported");
  });

  it("materializes a CTE over distributed tables used twice, and inlines one used once", () => {
    expect(
      kindOf("WITH m AS (SELECT id FROM influencers WHERE platform = $1) SELECT * FROM m JOIN influencer_profiles p ON p.id = m.id"),
    ).toBe("multi-shard");
    const twice = "WITH m AS (SELECT id FROM influencers WHERE platform = $1) SELECT (SELECT count(*) FROM m), * FROM m";
    expect(constructs(twice)).toContain("materialized CTE");
    expect(kindOf(twice)).toBe("recursive");
    expect(kindOf("WITH RECURSIVE r AS (SELECT id FROM influencers UNION ALL SELECT id FROM r) SELECT * FROM r")).toBe("unsupported");
  });

  it("flags window functions not partitioned by id, correlated sub-selects off id, row locks and volatile filters", () => {
    expect(kindOf("SELECT id, rank() OVER (ORDER BY followers) FROM influencers")).toBe("recursive");
    expect(kindOf("SELECT id, row_number() OVER (PARTITION BY id) FROM influencers")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM influencers i WHERE EXISTS (SELECT 1 FROM influencer_profiles p WHERE p.id = i.id)")).toBe("multi-shard");
    expect(kindOf("SELECT * FROM influencers i WHERE EXISTS (SELECT 1 FROM influencer_profiles p WHERE p.email = i.username)")).toBe(
      "unsupported",
    );
    expect(kindOf("SELECT * FROM influencers i WHERE i.followers > (SELECT avg(followers) FROM influencers)")).toBe("recursive");
    expect(kindOf("SELECT * FROM influencers i WHERE i.platform = $1 FOR UPDATE")).toBe("unsupported");
    expect(kindOf("SELECT * FROM influencers i WHERE random() < 0.1")).toBe("unsupported");
    expect(kindOf("SELECT * FROM influencers i TABLESAMPLE SYSTEM (1)")).toBe("unsupported");
  });

  it("refuses SQL PostgreSQL itself cannot parse", () => {
    expect(() => analyzeForCitus("SELEC 1")).toThrow();
  });
});

import { readFileSync } from "node:fs";
import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { analyzeForCitus, type CitusKind, loadCitusChecker } from "../../../../test/citus/citus-pushdown.ts";
import { FIXTURES } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../../test/helpers.ts";
import { fromRepoRoot } from "../../../core/config/paths.ts";
import { grantCredits } from "../../../core/credits/ledger.ts";
import type { DB } from "../../../core/db/schema.ts";
import type { WorkspaceScope } from "../../../core/workspaces/current-workspace.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { SEARCH_FILTERS } from "./filters/registry.ts";
import { search, searchTotal } from "./search.service.ts";
import { createSearchEngine, type SearchEngine } from "./search-engine.ts";
import { needsCount, type PageRead, type PageStrategy, planPage, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { countSql, executePage, matchIdsSql, pageSql, rowsByIdSql } from "./search-repository.ts";
import { countWhere } from "./search-where.ts";

/**
 * Every statement a search runs, for every query of the benchmark mix and every page strategy, is
 * classified for the Citus layout (test/citus/citus-pushdown.ts): none may be unsupported, and each must
 * be of the kind stated here — the design docs/ARCHITECTURE.md describes ("Scale-out"). Each filter of
 * the registry is held to its Citus shape: alone, its count stays one round on every shard and reads
 * only the columns of `influencers` its entry declares.
 */

const MIX = JSON.parse(readFileSync(fromRepoRoot("bench/search-queries.json"), "utf8")) as {
  queries: { class: string; body: TSearchRequest }[];
};

/** Which statement a query is: the SQL of each builder, or a coordinator table's statement. */
type Role = "countSql" | "pageSql" | "matchIdsSql" | "rowsByIdSql" | "readSearchContext" | "storeTotal" | "findTarget";
const KINDS: Record<Role, CitusKind> = {
  readSearchContext: "local",
  countSql: "multi-shard",
  pageSql: "recursive",
  matchIdsSql: "multi-shard",
  rowsByIdSql: "multi-shard",
  storeTotal: "local",
  findTarget: "router",
};
const STRATEGIES: PageStrategy[] = ["ordered", "bitmap", "sorted"];

let env: TestEnv;
let pool: pg.Pool;
let logged: Kysely<DB>;
/** A search engine on `logged`; a new one per read, so no kept id list hides a statement. */
const engine = (): SearchEngine => createSearchEngine({ db: logged });
let scope: WorkspaceScope;
const statements: string[] = [];

/** The statements `work` sends to the database, in order. */
async function captured(work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work().catch((error: unknown) => {
    // A page beyond the last one (deep pages of the mix on a small index) is a 400 after its reads.
    if (!(error instanceof Error && /beyond the last page/.test(error.message))) throw error;
  });
  return statements.slice(from);
}

beforeAll(async () => {
  await loadCitusChecker();
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
  const user = await createUser(env.ctx);
  scope = { userId: user.id, workspaceId: workspaceIdOf(user), role: "owner" };
  await createSubscription(env.ctx, user.id);
  await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 1_000_000, reason: "admin_adjustment" });
  // A second handle on the same database that records every statement it runs.
  const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(env.ctx.db);
  pool = new pg.Pool({ connectionString: `${inject("pgServerUrl")}/${rows[0]?.db}`, max: 2 });
  logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
}, 60_000);
afterAll(async () => {
  await logged?.destroy();
  await env?.close();
});

describe("the SQL of every search of the benchmark mix, on Citus", () => {
  it("runs nothing Citus cannot push down, each statement of its stated kind", async () => {
    const seen = new Map<Role, number>();
    const check = (role: Role, text: string, where: string) => {
      const analysis = analyzeForCitus(text);
      const context = `${where} ${role}: ${text}\n${JSON.stringify(analysis.findings)}`;
      expect(analysis.kind, context).not.toBe("unsupported");
      expect(analysis.kind, context).toBe(KINDS[role]);
      seen.set(role, (seen.get(role) ?? 0) + 1);
    };
    // The mix, and a lookalike search (not in the mix): its target lookup and its score order.
    const lookalike = { class: "lookalike", body: { social_network: "instagram", similar: "alpha.food" } as TSearchRequest };
    for (const [index, { class: queryClass, body }] of [...MIX.queries, lookalike].entries()) {
      const where = `#${index} ${queryClass}`;
      const parsed = ZSearchRequestSchema.parse(body);
      const query = toSearchQuery(parsed);
      const prepared = await prepareSearch(logged, query);
      const total = await searchTotal(engine(), prepared);
      const plans = STRATEGIES.map((strategy) => planPage(prepared, total, strategy));
      const reads = plans.filter((plan): plan is PageRead & (typeof plans)[number] => plan.strategy !== "empty");
      expect(reads.map((plan) => plan.strategy)).toEqual(STRATEGIES);
      // The SQL each builder produces for this query, whatever the data: what a statement is matched against.
      const builders = new Map<string, Role>([
        [countSql(countWhere(query, prepared.filter)).compile(logged).sql, "countSql"],
        ...reads.flatMap((plan): [string, Role][] => [
          [pageSql(plan).compile(logged).sql, "pageSql"],
          [matchIdsSql(plan).compile(logged).sql, "matchIdsSql"],
        ]),
        [rowsByIdSql(["1"], prepared.score).compile(logged).sql, "rowsByIdSql"],
      ]);
      for (const [text, role] of builders) check(role, text, where);

      // The whole request as the route runs it: context, count, the chosen page, charge.
      const run = await captured(() => search({ ...env.ctx, db: logged, search: engine() }, scope, parsed));
      // Every page strategy, whichever the search would choose (sorted: the ids, then their rows).
      for (const plan of plans) run.push(...(await captured(() => executePage(engine(), plan))));
      for (const text of run) {
        const role =
          builders.get(text) ??
          (/discovery_index_state/.test(text) ? "readSearchContext" : / AS ages\b/.test(text) ? "findTarget" : "storeTotal");
        check(role, text, where);
        if (role === "storeTotal") expect(analyzeForCitus(text).tables, text).toEqual([]);
      }
      expect(
        run.some((text) => builders.get(text) === "pageSql" || builders.get(text) === "matchIdsSql"),
        where,
      ).toBe(true);
    }
    // Guards the matching: every kind of statement was met, most of them many times.
    expect(Object.fromEntries(seen)).toMatchObject({
      countSql: expect.any(Number),
      pageSql: expect.any(Number),
      matchIdsSql: expect.any(Number),
      rowsByIdSql: expect.any(Number),
      readSearchContext: expect.any(Number),
      storeTotal: expect.any(Number),
      findTarget: expect.any(Number),
    });
    expect(seen.get("pageSql")).toBeGreaterThanOrEqual(MIX.queries.length * 3);
  }, 120_000);

  it("counts an unfiltered search from the platform stats, without a statement on influencers", async () => {
    const broad = MIX.queries.filter((q) => q.class === "broad");
    expect(broad.length).toBeGreaterThan(0);
    for (const { body } of broad) {
      const prepared = await prepareSearch(logged, toSearchQuery(ZSearchRequestSchema.parse(body)));
      expect(needsCount(prepared)).toBe(false);
      const run = await captured(() => searchTotal(engine(), prepared));
      expect(run.filter((text) => analyzeForCitus(text).tables.length > 0)).toEqual([]);
      expect(await searchTotal(engine(), prepared)).toBeGreaterThan(0);
    }
  });

  it("holds each filter to its shape: a count of one round per shard, reading only the columns its entry declares", async () => {
    const reference = /(?:"i"|\bi)\."?([a-z_0-9]+)"?/g;
    for (const entry of SEARCH_FILTERS) {
      const query = toSearchQuery(ZSearchRequestSchema.parse({ social_network: "instagram", ...entry.example }));
      expect(entry.isActiveIn(query), `${entry.key}: its example sets it`).toBe(true);
      const prepared = await prepareSearch(logged, query);
      const text = countSql(countWhere(query, prepared.filter)).compile(logged).sql;
      const analysis = analyzeForCitus(text);
      expect(analysis.kind, `${entry.key}: ${text}`).toBe("multi-shard");
      const read = new Set([...text.matchAll(reference)].map((m) => m[1]));
      read.delete("platform");
      for (const column of read) expect(entry.columns, `${entry.key} reads i.${column}: ${text}`).toContain(column);
    }
  });
});

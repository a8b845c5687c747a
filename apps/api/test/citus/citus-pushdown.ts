import type {
  A_Expr,
  ColumnRef,
  CommonTableExpr,
  FuncCall,
  JoinExpr,
  RangeFunction,
  RangeSubselect,
  RangeVar,
  ResTarget,
  SelectStmt,
  SortBy,
  SubLink,
} from "libpg-query";
import { loadModule, parseSync } from "libpg-query";

/**
 * What a statement of ours would cost on the Citus layout docs/decisions/0022-citus-scale-out.md describes:
 * `influencers` and `influencer_profiles` hash-distributed by `id` and co-located, every other table
 * on the coordinator (or a reference table). The SQL is parsed with PostgreSQL's own parser and checked
 * against the rules of Citus' distributed planner, so the design stays honest without a cluster here.
 *
 * What the rules rest on (Citus documentation and source; cited where used):
 * - docs "Query Processing" (develop/reference_processing): a query pinned to one distribution value is
 *   routed to one shard; otherwise fragments run on every shard and the coordinator merges them; a
 *   subquery or CTE that cannot run inside the fragments is planned recursively ("push-pull"): run
 *   first, its result copied to the coordinator and pushed to the workers as an intermediate result.
 * - docs "SQL Support and Workarounds" (develop/reference_workarounds): multi-shard queries allow
 *   FOR UPDATE, TABLESAMPLE, recursive CTEs and grouping sets only on a single shard; correlated
 *   subqueries only when correlated on the distribution column; "Citus has 100% SQL coverage for
 *   any queries it is able to execute on a single worker node".
 * - docs "Querying Distributed Tables" (develop/reference_sql): co-located joins on the distribution
 *   column run shard by shard; joins on other columns need repartitioning; LIMIT is pushed to the
 *   shards (offset + limit rows each) and the coordinator cuts the merged rows.
 * - source planner/multi_logical_optimizer.c: `AggregateEnabledCustom` refuses an aggregate with an
 *   ORDER BY or more than one argument, so `string_agg(x, ',' ORDER BY k)` is a "row-gather" aggregate
 *   (`citus.coordinator_aggregation_strategy`, default `row-gather`): every shard sends the input rows
 *   (x and k of every match) and the coordinator sorts and concatenates them; `array_agg`/`json_agg`
 *   with ORDER BY or DISTINCT are refused outright (`DeferErrorIfUnsupportedArrayAggregate`); window
 *   functions not partitioned by the distribution column are computed on the coordinator
 *   (`WorkerLimitCount`: "If window functions are computed on coordinator, we cannot push down LIMIT").
 * - Citus PR #6512 (11.2): an outer join whose outer side is recurring (reference/local table,
 *   function, intermediate result) and whose inner side is distributed is run by recursively planning
 *   the whole distributed side, i.e. every row of it goes through the coordinator.
 */

export const DISTRIBUTED_TABLES: ReadonlySet<string> = new Set(["influencers", "influencer_profiles"]);
const DISTRIBUTION_COLUMN = "id";

/**
 * - `local`: touches no distributed table (coordinator tables only);
 * - `router`: every distributed table is pinned by `id = value` (or `id = ANY(list)`): one shard, or few;
 * - `multi-shard`: one fragment per shard, results merged on the coordinator in one round;
 * - `recursive`: parts run first and travel as intermediate results (two or more rounds);
 * - `unsupported`: Citus refuses it, or runs it only by moving a whole distributed table through the
 *   coordinator (as good as refused at 10M rows).
 */
export type CitusKind = "local" | "router" | "multi-shard" | "recursive" | "unsupported";

export interface CitusFinding {
  /** `coordinator`: supported in one round, but rows (not partial results) are merged on the coordinator. */
  severity: "coordinator" | "recursive" | "unsupported";
  construct: string;
  detail: string;
}

export interface CitusAnalysis {
  kind: CitusKind;
  /** `one` for `id = value`, `few` for `id = ANY(list)`, `all` otherwise (no distributed table: `none`). */
  shards: "none" | "one" | "few" | "all";
  /** The distributed tables the statement reads. */
  tables: string[];
  findings: CitusFinding[];
  /** What the coordinator does with the shards' results. */
  merges: string[];
}

let loaded: Promise<void> | null = null;

/** The parser is WebAssembly: load it once before analysing. */
export function loadCitusChecker(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

interface NodeTypes {
  SelectStmt: SelectStmt;
  RangeVar: RangeVar;
  RangeSubselect: RangeSubselect;
  RangeFunction: RangeFunction;
  JoinExpr: JoinExpr;
  ColumnRef: ColumnRef;
  A_Expr: A_Expr;
  FuncCall: FuncCall;
  SubLink: SubLink;
  ResTarget: ResTarget;
  SortBy: SortBy;
  CommonTableExpr: CommonTableExpr;
}

/** The payload of a parse node of this type (parse nodes are `{Type: payload}`), or undefined. */
function nodeOf<K extends keyof NodeTypes>(node: unknown, type: K): NodeTypes[K] | undefined {
  return isRecord(node) && isRecord(node[type]) ? (node[type] as NodeTypes[K]) : undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Every parse node under `value` (depth first) for which `visit` returns true; unless `deep`, not
 * descending into sub-selects (they are levels of their own).
 */
function findAll(value: unknown, visit: (type: string, payload: Json) => boolean, deep = false, out: Json[] = []): Json[] {
  if (Array.isArray(value)) {
    for (const item of value) findAll(item, visit, deep, out);
    return out;
  }
  if (!isRecord(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    if (/^[A-Z]/.test(key) && isRecord(child)) {
      if (visit(key, child)) out.push({ [key]: child });
      if (!deep && (key === "SubLink" || key === "SelectStmt" || key === "RangeSubselect")) continue;
    }
    findAll(child, visit, deep, out);
  }
  return out;
}

function names(nodes: unknown): string[] {
  return list(nodes).map((n) =>
    isRecord(n) && isRecord(n.String) ? String(n.String.sval ?? "") : isRecord(n) && "A_Star" in n ? "*" : "",
  );
}

const functionName = (call: FuncCall) => names(call.funcname).at(-1)?.toLowerCase() ?? "";

/** A column reference's path (`["i", "id"]`, `["i", "*"]`), or null for any other expression. */
function columnPath(node: unknown): string[] | null {
  const ref = nodeOf(node, "ColumnRef");
  return ref ? names(ref.fields) : null;
}

const isValue = (node: unknown): boolean => {
  if (!isRecord(node)) return false;
  if ("A_Const" in node || "ParamRef" in node) return true;
  if (isRecord(node.TypeCast)) return isValue(node.TypeCast.arg);
  if (isRecord(node.A_ArrayExpr)) return list(node.A_ArrayExpr.elements).every(isValue);
  return false;
};

/** Aggregates whose per-shard results the coordinator combines (Citus' special-cased list). */
const COMBINABLE_AGGREGATES = new Set([
  "count",
  "sum",
  "min",
  "max",
  "avg",
  "bool_and",
  "bool_or",
  "every",
  "bit_and",
  "bit_or",
  "any_value",
  "array_agg",
  "json_agg",
  "jsonb_agg",
  "json_object_agg",
  "jsonb_object_agg",
  "stddev",
  "stddev_pop",
  "stddev_samp",
  "variance",
  "var_pop",
  "var_samp",
]);
/** Aggregates that refuse ORDER BY / DISTINCT in a multi-shard query (multi_logical_optimizer.c). */
const ORDER_REFUSING_AGGREGATES = new Set(["array_agg", "json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg"]);
/** Other aggregates that appear in our SQL or are likely to: merged by gathering their input rows. */
const ROW_GATHER_AGGREGATES = new Set(["string_agg", "xmlagg", "percentile_cont", "percentile_disc", "mode", "rank", "dense_rank"]);
const isAggregate = (call: FuncCall) =>
  call.over === undefined &&
  (COMBINABLE_AGGREGATES.has(functionName(call)) || ROW_GATHER_AGGREGATES.has(functionName(call)) || call.agg_within_group === true);

/** Functions whose value changes per call: each shard would evaluate them on its own. */
const VOLATILE_FUNCTIONS = new Set([
  "nextval",
  "setval",
  "currval",
  "random",
  "random_normal",
  "gen_random_uuid",
  "uuid_generate_v4",
  "clock_timestamp",
  "timeofday",
  "txid_current",
  "pg_advisory_lock",
  "pg_advisory_xact_lock",
  "pg_try_advisory_lock",
]);

/** A relation of a FROM list, as Citus sees it. */
interface Rel {
  alias: string;
  /** `distributed`: a distributed table, or a subquery over them that runs inside the shards' fragments. */
  kind: "distributed" | "recurring";
  /** Which distributed table it is (or reads), for the report. */
  table: string | null;
  /** Whether the relation exposes its rows' distribution column as `alias.id` (a co-located join key). */
  exposesId: boolean;
}

interface CteInfo {
  readsDistributed: boolean;
  /** Inlined into each use (referenced once, not MATERIALIZED) and pushable: then it is a distributed relation. */
  inlined: boolean;
}

/** What a (sub)query level tells its parent. */
interface LevelResult {
  readsDistributed: boolean;
  /** Runs inside the shards' fragments (no LIMIT, no aggregate across shards, …). */
  pushable: boolean;
  /** Its output carries the distribution column (`*`, `x.*` or `x.id` of a distributed relation). */
  exposesId: boolean;
  /** Every distributed relation of it (and of its sub-levels) is pinned to one `id` value / a list. */
  pin: "none" | "one" | "few";
}

class Analyzer {
  readonly findings: CitusFinding[] = [];
  readonly tables = new Set<string>();
  readonly merges: string[] = [];
  private unpinned = 0;
  private pinnedOne = 0;
  private pinnedFew = 0;

  constructor(private readonly root: Json) {}

  add(severity: CitusFinding["severity"], construct: string, detail: string): void {
    if (!this.findings.some((f) => f.construct === construct && f.detail === detail)) this.findings.push({ severity, construct, detail });
  }

  /** How often a CTE name is used as a relation in the whole statement. */
  private cteUses(name: string): number {
    return findAll(this.root, (type, payload) => type === "RangeVar" && payload.relname === name && payload.schemaname === undefined, true)
      .length;
  }

  select(stmt: SelectStmt, scope: { ctes: Map<string, CteInfo>; outer: Set<string>; top: boolean }): LevelResult {
    if (stmt.op && stmt.op !== "SETOP_NONE") {
      const sides = [stmt.larg, stmt.rarg].map((side) => (side ? this.select(side, { ...scope, top: false }) : null));
      const reads = sides.some((s) => s?.readsDistributed);
      if (reads)
        this.add("recursive", "set operation", `${stmt.op} over distributed tables: each side runs first, combined on the coordinator`);
      return { readsDistributed: reads, pushable: !reads, exposesId: false, pin: "none" };
    }
    const ctes = new Map(scope.ctes);
    for (const item of list(stmt.withClause?.ctes)) {
      const cte = nodeOf(item, "CommonTableExpr");
      const query = nodeOf(cte?.ctequery, "SelectStmt");
      if (!cte?.ctename || !query) continue;
      const result = this.select(query, { ctes, outer: scope.outer, top: false });
      const uses = this.cteUses(cte.ctename);
      if (result.readsDistributed && stmt.withClause?.recursive)
        this.add("unsupported", "recursive CTE", `WITH RECURSIVE ${cte.ctename} over distributed tables runs on a single shard only`);
      const inlined = uses <= 1 && cte.ctematerialized !== "CTEMaterializeAlways" && result.pushable;
      if (result.readsDistributed && !inlined)
        this.add(
          "recursive",
          "materialized CTE",
          `CTE ${cte.ctename} (${uses > 1 ? `used ${uses} times` : "materialized or not pushable"}) is computed first and sent to the workers as an intermediate result`,
        );
      ctes.set(cte.ctename, { readsDistributed: result.readsDistributed, inlined });
    }

    const rels: Rel[] = [];
    const equalities: [string, string][] = [];
    const pins = new Map<string, "one" | "few">();
    // Mutated by the helpers below (an object, so that narrowing does not outlive their calls).
    const level: { readsDistributed: boolean; subPin: LevelResult["pin"] | null } = { readsDistributed: false, subPin: null };
    const noteSub = (result: LevelResult) => {
      level.readsDistributed ||= result.readsDistributed;
      if (result.readsDistributed) level.subPin = level.subPin === null ? result.pin : weakerPin(level.subPin, result.pin);
    };

    const fromItem = (node: unknown): Rel[] => {
      const rangeVar = nodeOf(node, "RangeVar");
      if (rangeVar?.relname) {
        const alias = rangeVar.alias?.aliasname ?? rangeVar.relname;
        const cte = rangeVar.schemaname ? undefined : ctes.get(rangeVar.relname);
        if (cte) {
          level.readsDistributed ||= cte.readsDistributed;
          const distributed = cte.readsDistributed && cte.inlined;
          return [{ alias, kind: distributed ? "distributed" : "recurring", table: null, exposesId: distributed }];
        }
        if (DISTRIBUTED_TABLES.has(rangeVar.relname)) {
          this.tables.add(rangeVar.relname);
          level.readsDistributed = true;
          return [{ alias, kind: "distributed", table: rangeVar.relname, exposesId: true }];
        }
        return [{ alias, kind: "recurring", table: null, exposesId: false }];
      }
      const sub = nodeOf(node, "RangeSubselect");
      const subquery = nodeOf(sub?.subquery, "SelectStmt");
      if (sub && subquery) {
        const alias = sub.alias?.aliasname ?? "";
        const outer = new Set([...scope.outer, ...rels.map((r) => r.alias)]);
        const result = this.select(subquery, { ctes, outer: sub.lateral ? outer : scope.outer, top: false });
        noteSub(result);
        if (!result.readsDistributed) return [{ alias, kind: "recurring", table: null, exposesId: false }];
        if (!result.pushable) {
          this.add(
            "recursive",
            "subquery with LIMIT/aggregate in FROM",
            `subquery ${alias || "(unnamed)"} cannot run inside the shards' fragments: it runs first (each shard returns its part, the coordinator merges) and becomes an intermediate result`,
          );
          return [{ alias, kind: "recurring", table: null, exposesId: false }];
        }
        // A sub-select pinned to one id pins what it is joined with on id.
        if (result.pin !== "none") pins.set(alias, result.pin);
        return [{ alias, kind: "distributed", table: null, exposesId: result.exposesId }];
      }
      const fn = nodeOf(node, "RangeFunction");
      if (fn) {
        const calls = findAll(fn.functions, (type) => type === "FuncCall").map((n) => nodeOf(n, "FuncCall"));
        for (const call of calls)
          if (call && VOLATILE_FUNCTIONS.has(functionName(call)))
            this.add("unsupported", "volatile function in FROM", `${functionName(call)}() as a table in a multi-shard query`);
        return [{ alias: fn.alias?.aliasname ?? "", kind: "recurring", table: null, exposesId: false }];
      }
      const join = nodeOf(node, "JoinExpr");
      if (join) {
        const left = fromItem(join.larg);
        const right = fromItem(join.rarg);
        const joined = [...left, ...right];
        rels.push(...joined);
        if (join.quals) this.conjuncts(join.quals, rels, equalities, pins, scope, ctes, noteSub);
        for (const name of names(join.usingClause))
          if (name === DISTRIBUTION_COLUMN) {
            const a = left.find((r) => r.kind === "distributed");
            const b = right.find((r) => r.kind === "distributed");
            if (a && b) equalities.push([a.alias, b.alias]);
          }
        const distributed = (side: Rel[]) => side.some((r) => r.kind === "distributed");
        const [outerSide, innerSide] =
          join.jointype === "JOIN_LEFT" ? [left, right] : join.jointype === "JOIN_RIGHT" ? [right, left] : [null, null];
        if (outerSide && innerSide && !distributed(outerSide) && distributed(innerSide))
          this.add(
            "unsupported",
            "outer join with a recurring outer side",
            `${outerSide.map((r) => r.alias || "(unnamed)").join(", ")} (no distributed rows) LEFT JOIN ${innerSide
              .filter((r) => r.kind === "distributed")
              .map((r) => r.table ?? r.alias)
              .join(", ")}: Citus recursively plans the whole distributed side (every row through the coordinator)`,
          );
        // Rels were pushed for the quals; the caller pushes what we return.
        rels.splice(rels.length - joined.length, joined.length);
        return joined;
      }
      if (isRecord(node) && isRecord(node.RangeTableSample)) {
        const sampled = fromItem(node.RangeTableSample.relation);
        if (sampled.some((r) => r.kind === "distributed"))
          this.add("unsupported", "TABLESAMPLE", "TABLESAMPLE works on single-shard queries only");
        return sampled;
      }
      return [];
    };

    for (const item of list(stmt.fromClause)) rels.push(...fromItem(item));
    if (stmt.whereClause) this.conjuncts(stmt.whereClause, rels, equalities, pins, scope, ctes, noteSub);
    for (const expression of [stmt.targetList, stmt.sortClause, stmt.havingClause, stmt.groupClause, stmt.distinctClause])
      this.sublinks(expression, rels, scope, ctes, noteSub);

    // Co-location: every distributed relation of this level must be joined to the others on id = id.
    const distributedRels = rels.filter((r) => r.kind === "distributed");
    const groups = components(
      distributedRels.filter((r) => r.exposesId).map((r) => r.alias),
      equalities,
    );
    const unkeyed = distributedRels.filter((r) => !r.exposesId);
    if (groups.length + unkeyed.length > 1)
      this.add(
        "unsupported",
        "non-co-located join",
        `distributed relations ${distributedRels.map((r) => r.alias).join(", ")} are not all joined on ${DISTRIBUTION_COLUMN} = ${DISTRIBUTION_COLUMN}: needs a repartition join`,
      );
    let levelPin: LevelResult["pin"] = "none";
    if (distributedRels.length > 0 && unkeyed.length === 0 && groups.length === 1) {
      const pinned = (groups[0] ?? []).map((alias) => pins.get(alias)).filter((p) => p !== undefined);
      levelPin = pinned.includes("one") ? "one" : pinned.includes("few") ? "few" : "none";
    }
    if (distributedRels.length > 0) {
      if (levelPin === "one") this.pinnedOne += 1;
      else if (levelPin === "few") this.pinnedFew += 1;
      else this.unpinned += 1;
    }
    const { readsDistributed, subPin } = level;
    const pin = distributedRels.length > 0 ? (subPin === null ? levelPin : weakerPin(levelPin, subPin)) : (subPin ?? "none");

    const aggregates = this.aggregates(stmt, distributedRels);
    const windows = this.windows(stmt, distributedRels);
    const limited = stmt.limitCount !== undefined || stmt.limitOffset !== undefined;
    const distinct = list(stmt.distinctClause).length > 0;
    if (list(stmt.lockingClause).length > 0 && readsDistributed)
      this.add("unsupported", "FOR UPDATE/SHARE", "row locks work on single-shard queries only");
    if (list(stmt.groupClause).some((g) => isRecord(g) && "GroupingSet" in g) && readsDistributed)
      this.add("unsupported", "grouping sets", "GROUPING SETS/ROLLUP/CUBE work on single-shard queries only");
    this.volatiles(stmt.whereClause, readsDistributed);

    const exposesId = list(stmt.targetList).some((target) => {
      const res = nodeOf(target, "ResTarget");
      const path = columnPath(res?.val);
      if (!path) return false;
      const [first, second] = path;
      if (first === "*") return distributedRels.some((r) => r.exposesId);
      // An unqualified `id` is the distributed relation's when it is the only relation of the level.
      if (path.length === 1)
        return (
          first === DISTRIBUTION_COLUMN && rels.length === 1 && distributedRels[0]?.exposesId === true && (res?.name ?? first) === first
        );
      const rel = distributedRels.find((r) => r.alias === first);
      return (
        rel?.exposesId === true && (second === "*" || (second === DISTRIBUTION_COLUMN && (res?.name ?? second) === DISTRIBUTION_COLUMN))
      );
    });
    const pushable = !limited && !aggregates.acrossShards && !windows && !distinct;

    if (scope.top && readsDistributed) this.topMerges(stmt, aggregates, limited);
    return { readsDistributed, pushable, exposesId, pin };
  }

  /** Walks AND-ed conditions: id equalities (co-location), pins (router), sub-selects. */
  private conjuncts(
    node: unknown,
    rels: Rel[],
    equalities: [string, string][],
    pins: Map<string, "one" | "few">,
    scope: { ctes: Map<string, CteInfo>; outer: Set<string> },
    ctes: Map<string, CteInfo>,
    noteSub: (result: LevelResult) => void,
  ): void {
    const bool = isRecord(node) && isRecord(node.BoolExpr) ? node.BoolExpr : null;
    if (bool && bool.boolop === "AND_EXPR") {
      for (const arg of list(bool.args)) this.conjuncts(arg, rels, equalities, pins, scope, ctes, noteSub);
      return;
    }
    const idOf = (expr: unknown): string | null => {
      const path = columnPath(expr);
      if (!path || path.at(-1) !== DISTRIBUTION_COLUMN || path.length > 2) return null;
      const keyed = rels.filter((r) => r.kind === "distributed" && r.exposesId);
      // An unqualified `id` is the distributed relation's when it is the only one of its level.
      const rel =
        path.length === 2 ? keyed.find((r) => r.alias === path[0]) : keyed.length === 1 && rels.length === 1 ? keyed[0] : undefined;
      return rel ? rel.alias : null;
    };
    const expr = nodeOf(node, "A_Expr");
    const op = names(expr?.name).join(".");
    if (expr && op === "=" && expr.kind === "AEXPR_OP") {
      const [l, r] = [idOf(expr.lexpr), idOf(expr.rexpr)];
      if (l && r) equalities.push([l, r]);
      else if (l && isValue(expr.rexpr)) pins.set(l, "one");
      else if (r && isValue(expr.lexpr)) pins.set(r, "one");
    } else if (expr && op === "=" && expr.kind === "AEXPR_OP_ANY") {
      const l = idOf(expr.lexpr);
      if (l && isValue(expr.rexpr)) pins.set(l, "few");
    } else if (expr && expr.kind === "AEXPR_IN" && op === "=") {
      const l = idOf(expr.lexpr);
      if (l && list(expr.rexpr).every(isValue)) pins.set(l, list(expr.rexpr).length === 1 ? "one" : "few");
    }
    const link = nodeOf(node, "SubLink");
    const linked = idOf(link?.testexpr);
    if (link && linked && link.subLinkType === "ANY_SUBLINK") {
      // `x.id IN (SELECT … id …)`: a co-located semi-join when the sub-select runs in the fragments,
      // else the sub-select runs first and its ids reach every shard as an intermediate result
      // (the push-pull example of the Citus docs).
      const query = nodeOf(link.subselect, "SelectStmt");
      if (query) {
        const result = this.select(query, { ctes, outer: new Set([...scope.outer, ...rels.map((r) => r.alias)]), top: false });
        noteSub(result);
        if (result.readsDistributed && !result.pushable)
          this.add(
            "recursive",
            "IN (subquery with LIMIT/aggregate)",
            `${linked}.${DISTRIBUTION_COLUMN} IN (…): the sub-select runs first (each shard returns its part, the coordinator merges and cuts) and its ids are sent to every shard as an intermediate result`,
          );
        else if (result.readsDistributed && !result.exposesId)
          this.add(
            "unsupported",
            "non-co-located semi-join",
            `${linked}.${DISTRIBUTION_COLUMN} IN (…) of a sub-select that does not return ${DISTRIBUTION_COLUMN}`,
          );
      }
      return;
    }
    this.sublinks(node, rels, scope, ctes, noteSub);
  }

  /** Sub-selects inside expressions: correlated ones must correlate on id; uncorrelated ones run first. */
  private sublinks(
    node: unknown,
    rels: Rel[],
    scope: { ctes: Map<string, CteInfo>; outer: Set<string> },
    ctes: Map<string, CteInfo>,
    noteSub: (result: LevelResult) => void,
  ): void {
    for (const found of findAll(node, (type) => type === "SubLink")) {
      const link = nodeOf(found, "SubLink");
      const query = nodeOf(link?.subselect, "SelectStmt");
      if (!query) continue;
      const visible = new Set([...scope.outer, ...rels.map((r) => r.alias)]);
      const result = this.select(query, { ctes, outer: visible, top: false });
      noteSub(result);
      if (!result.readsDistributed) continue;
      const correlation = outerReferences(query, visible);
      if (correlation.length === 0)
        this.add(
          "recursive",
          "uncorrelated subquery",
          "a sub-select over distributed tables runs first and becomes an intermediate result",
        );
      else if (!correlation.every((path) => path[1] === DISTRIBUTION_COLUMN))
        this.add(
          "unsupported",
          "correlated subquery",
          `correlated on ${correlation.map((p) => p.join(".")).join(", ")}, not on the distribution column`,
        );
    }
  }

  private volatiles(node: unknown, readsDistributed: boolean): void {
    if (!readsDistributed) return;
    for (const found of findAll(node, (type) => type === "FuncCall")) {
      const call = nodeOf(found, "FuncCall");
      if (call && VOLATILE_FUNCTIONS.has(functionName(call)))
        this.add("unsupported", "volatile function in WHERE", `${functionName(call)}() would be evaluated on every shard separately`);
    }
  }

  /** Aggregates of this level: whether they combine across shards, and what the coordinator must do. */
  private aggregates(stmt: SelectStmt, distributedRels: Rel[]): { acrossShards: boolean; kinds: string[] } {
    if (distributedRels.length === 0) return { acrossShards: false, kinds: [] };
    const groupedById = list(stmt.groupClause).some((g) => {
      const path = columnPath(g);
      return path !== null && path.at(-1) === DISTRIBUTION_COLUMN && distributedRels.some((r) => r.alias === path[0] || path.length === 1);
    });
    const calls = findAll([stmt.targetList, stmt.havingClause, stmt.sortClause], (type) => type === "FuncCall")
      .map((n) => nodeOf(n, "FuncCall"))
      .filter((c): c is FuncCall => c !== undefined && isAggregate(c));
    if (calls.length === 0 || groupedById) return { acrossShards: false, kinds: [] };
    const kinds: string[] = [];
    for (const call of calls) {
      const name = functionName(call);
      const ordered = list(call.agg_order).length > 0;
      if (ORDER_REFUSING_AGGREGATES.has(name) && (ordered || call.agg_distinct))
        this.add("unsupported", `${name} with ORDER BY/DISTINCT`, `Citus refuses ${name}(… ORDER BY/DISTINCT) in a multi-shard query`);
      else if (call.agg_within_group || ordered || !COMBINABLE_AGGREGATES.has(name)) {
        kinds.push(`row-gather ${name}`);
        this.add(
          "coordinator",
          `${name}(${ordered ? "… ORDER BY …" : "…"}) across shards`,
          `no partial form: every shard sends the aggregate's input rows${ordered ? " and sort keys" : ""}; the coordinator ${ordered ? "sorts and " : ""}aggregates them`,
        );
      } else if (call.agg_distinct && name === "count") {
        kinds.push("count(DISTINCT)");
        this.add("coordinator", "count(DISTINCT) across shards", "every shard sends its distinct values; the coordinator counts them");
      } else kinds.push(name === "count" ? "count summed" : `${name} combined`);
    }
    // A sub-select aggregating across shards cannot run inside one fragment.
    return { acrossShards: kinds.length > 0, kinds };
  }

  private windows(stmt: SelectStmt, distributedRels: Rel[]): boolean {
    let coordinator = false;
    for (const found of findAll([stmt.targetList, stmt.sortClause], (type) => type === "FuncCall")) {
      const call = nodeOf(found, "FuncCall");
      if (!call?.over || distributedRels.length === 0) continue;
      const partitioned = list(call.over.partitionClause).some((p) => columnPath(p)?.at(-1) === DISTRIBUTION_COLUMN);
      if (!partitioned) {
        coordinator = true;
        this.add(
          "recursive",
          "window function not partitioned by id",
          `${functionName(call)}() OVER (…) is computed on the coordinator over every matching row`,
        );
      }
    }
    return coordinator;
  }

  private topMerges(stmt: SelectStmt, aggregates: { kinds: string[] }, limited: boolean): void {
    if (aggregates.kinds.length > 0)
      this.merges.push(...aggregates.kinds.map((k) => (k === "count summed" ? "per-shard count(*) summed" : k)));
    const ordered = list(stmt.sortClause).length > 0;
    if (limited && ordered)
      this.merges.push("top-N merge: each shard returns its first offset + limit rows in order; the coordinator sorts them and cuts");
    else if (limited) this.merges.push("each shard returns up to offset + limit rows; the coordinator cuts");
    else if (ordered && aggregates.kinds.length === 0) this.merges.push("the shards' rows concatenated and sorted on the coordinator");
    else if (aggregates.kinds.length === 0) this.merges.push("the shards' rows concatenated");
  }

  /** How the statement's distributed reads are pinned, over every level that reads them. */
  pinning(): "one" | "few" | "all" {
    if (this.unpinned > 0) return "all";
    return this.pinnedFew > 0 ? "few" : "one";
  }
}

function weakerPin(a: LevelResult["pin"], b: LevelResult["pin"]): LevelResult["pin"] {
  if (a === "none" || b === "none") return "none";
  return a === "few" || b === "few" ? "few" : "one";
}

/** Connected groups of aliases joined by equalities. */
function components(aliases: string[], equalities: [string, string][]): string[][] {
  const parent = new Map(aliases.map((a) => [a, a]));
  const find = (a: string): string => {
    const p = parent.get(a) ?? a;
    return p === a ? a : find(p);
  };
  for (const [a, b] of equalities) if (parent.has(a) && parent.has(b)) parent.set(find(a), find(b));
  const groups = new Map<string, string[]>();
  for (const a of aliases) groups.set(find(a), [...(groups.get(find(a)) ?? []), a]);
  return [...groups.values()];
}

/** Column references in `query` (not in its own sub-selects' scopes) that name an alias of an outer level. */
function outerReferences(query: SelectStmt, outer: Set<string>): string[][] {
  const own = new Set(
    findAll(query.fromClause, (type) => type === "RangeVar" || type === "RangeSubselect" || type === "RangeFunction").map((n) => {
      const rv = nodeOf(n, "RangeVar");
      if (rv) return rv.alias?.aliasname ?? rv.relname ?? "";
      return nodeOf(n, "RangeSubselect")?.alias?.aliasname ?? nodeOf(n, "RangeFunction")?.alias?.aliasname ?? "";
    }),
  );
  return findAll([query.whereClause, query.targetList, query.havingClause], (type) => type === "ColumnRef")
    .map((n) => columnPath(n) ?? [])
    .filter((path) => path.length === 2 && outer.has(path[0] ?? "") && !own.has(path[0] ?? ""));
}

/** Classifies one SQL statement (call loadCitusChecker first). */
export function analyzeForCitus(sqlText: string): CitusAnalysis {
  const parsed = parseSync(sqlText);
  const statements = list(parsed.stmts);
  if (statements.length !== 1) throw new Error(`expected one statement, got ${statements.length}`);
  const stmt = isRecord(statements[0]) ? statements[0].stmt : undefined;
  const root: Json = isRecord(stmt) ? stmt : {};
  const analyzer = new Analyzer(root);
  const select = nodeOf(root, "SelectStmt");
  if (select) analyzer.select(select, { ctes: new Map(), outer: new Set(), top: true });
  else {
    // Writes and utility statements: we only ever write coordinator tables from a search.
    for (const found of findAll(root, (type) => type === "RangeVar")) {
      const name = nodeOf(found, "RangeVar")?.relname ?? "";
      if (DISTRIBUTED_TABLES.has(name)) {
        analyzer.tables.add(name);
        analyzer.add("unsupported", "write to a distributed table", `${Object.keys(root)[0]} on ${name} is not analysed here`);
      }
    }
  }
  const tables = [...analyzer.tables].sort();
  const findings = analyzer.findings;
  if (tables.length === 0) return { kind: "local", shards: "none", tables, findings, merges: [] };
  const shards = analyzer.pinning();
  // A statement on one shard runs whole on that worker: Citus supports any SQL there.
  if (shards === "one") return { kind: "router", shards, tables, findings: [], merges: [] };
  const severities = new Set(findings.map((f) => f.severity));
  const kind: CitusKind = severities.has("unsupported")
    ? "unsupported"
    : severities.has("recursive")
      ? "recursive"
      : shards === "few"
        ? "router"
        : "multi-shard";
  return { kind, shards, tables, findings, merges: analyzer.merges };
}

import { ByteIn, type Condition, EveryRow, FacetAny, Range, ShareSum, TextAny } from "./conditions.ts";
import { AGE_COLUMNS, type AgeColumn, type CountedColumns } from "./platform-block.ts";
import { TextMatcher } from "./text-column.ts";
import { markTokenRows } from "./token-index.ts";

/** A block's integer columns a count compares: the metrics, and the audience shares (basis points). */
export type IntColumnName = "followers" | "erBp" | "aqs" | "growth30" | "growth90" | "male" | "female" | AgeColumn;

/**
 * One condition of a count as plain data: what the caller decides from its search and the facet
 * dictionary (the app's filter registry writes them), made into Condition objects over a block's rows by conditionsOf. Being data, it can be
 * posted to the thread that counts part of the rows (count-thread.ts), which holds no dictionary.
 */
export type ConditionSpec =
  | { kind: "int"; column: IntColumnName; lo: number; hi: number }
  | { kind: "float"; column: "views" | "lastMediaAt"; lo: number; hi: number }
  | { kind: "byte"; column: "accountType" | "hasContacts"; allowed: number[] }
  | { kind: "shareSum"; columns: AgeColumn[]; min: number }
  /** Facet intervals [lo0, hi0, lo1, hi1, …] of `facetId * 128 + value` (FacetAny). */
  | { kind: "facet"; bounds: number[]; negate: boolean }
  /**
   * LIKE '%needle%' for any of `needles` (UTF-8 search bytes) or a facet of `facets`; negated: NOT LIKE.
   * `tokens[i]`, when set, are the ids of the block's tokens holding needle i (token-index.ts): its
   * rows are then marked from their postings instead of searched (withTokens, memory-counter.ts).
   */
  | { kind: "text"; needles: string[]; facets: number[] | null; negate: boolean; tokens?: (Uint32Array | null)[] }
  | { kind: "every" };

/** The conditions of a search on one platform, or "never" when no row can match. */
export type CountSpec = { never: true } | { never: false; conditions: ConditionSpec[] };

const AGE = new Set<string>(AGE_COLUMNS);

function intColumn(block: CountedColumns, column: IntColumnName): Int32Array | Int16Array {
  return AGE.has(column) ? block.age[column as AgeColumn] : block[column as Exclude<IntColumnName, AgeColumn>];
}

/** The conditions of `specs` for the rows [from, to) of `block` (facet bitsets are marked for that range only). */
export function conditionsOf(specs: readonly ConditionSpec[], block: CountedColumns, from = 0, to = block.rows): Condition[] {
  const facet = (bounds: number[], negate: boolean) => new FacetAny(block, bounds, negate, from, to);
  return specs.map((spec): Condition => {
    switch (spec.kind) {
      case "int":
        return new Range(intColumn(block, spec.column), spec.lo, spec.hi);
      case "float":
        return new Range(block[spec.column], spec.lo, spec.hi);
      case "byte": {
        const allowed = new Uint8Array(256);
        for (const value of spec.allowed) allowed[value] = 1;
        return new ByteIn(block[spec.column], allowed);
      }
      case "shareSum":
        return new ShareSum(
          spec.columns.map((c) => block.age[c]),
          spec.min,
        );
      case "facet":
        return facet(spec.bounds, spec.negate);
      case "text": {
        let marked: Uint32Array | null = null;
        const matchers: TextMatcher[] = [];
        spec.needles.forEach((needle, i) => {
          const tokens = spec.tokens?.[i];
          if (tokens && block.tokens) {
            marked ??= new Uint32Array((block.rows + 31) >>> 5);
            markTokenRows(block.tokens, tokens, marked, from, to);
          } else matchers.push(new TextMatcher(block.text, Buffer.from(needle, "utf8")));
        });
        return new TextAny(matchers, spec.facets ? facet(spec.facets, false) : null, spec.negate, marked);
      }
    }
    return new EveryRow();
  });
}

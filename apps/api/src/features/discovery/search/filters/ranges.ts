/** A closed range with open ends where a bound is null. */
export interface Range {
  from: number | null;
  to: number | null;
}

export const OPEN: Range = { from: null, to: null };

export const hasBound = (r: Range) => r.from !== null || r.to !== null;

export function range(
  input: { from?: number | null; to?: number | null } | null | undefined,
  scale: (v: number, b: "from" | "to") => number = (v) => v,
): Range {
  return { from: input?.from == null ? null : scale(input.from, "from"), to: input?.to == null ? null : scale(input.to, "to") };
}

/** Percent with up to two decimals → basis points; `from` rounds up and `to` down, so the range stays exact. */
export const toBp = (value: number, bound: "from" | "to") => {
  const scaled = Math.round(value * 100 * 1e6) / 1e6;
  return bound === "from" ? Math.ceil(scaled) : Math.floor(scaled);
};

/** A value in the range; a missing value (NULL) is in no bounded range, as in SQL. */
export const inRange = (value: number | null | undefined, r: Range) =>
  !hasBound(r) || (value != null && (r.from === null || value >= r.from) && (r.to === null || value <= r.to));

/** A minimum at or below zero excludes nothing of a non-negative column. */
export const positive = (value: number | null) => (value !== null && value <= 0 ? null : value);

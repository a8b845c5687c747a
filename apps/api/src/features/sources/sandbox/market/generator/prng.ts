/**
 * A small seeded PRNG (mulberry32) with the distributions the generator needs. Every influencer
 * gets its own generator seeded from (seed, row number), so a row does not depend on the rows
 * before it and any slice of the index can be regenerated on its own.
 */
export class Prng {
  private state: number;

  constructor(seed: number, stream = 0) {
    // splitmix-style mixing so that neighbouring rows start far apart
    let s = (seed ^ Math.imul(stream + 0x9e3779b9, 0x85ebca6b)) >>> 0;
    s = Math.imul(s ^ (s >>> 16), 0x7feb352d) >>> 0;
    s = Math.imul(s ^ (s >>> 15), 0x846ca68b) >>> 0;
    this.state = (s ^ (s >>> 16)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Standard normal (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** Pareto with minimum `min` and tail index `alpha`: P(X > x) = (min / x)^alpha. */
  pareto(min: number, alpha: number): number {
    return min / (1 - this.next()) ** (1 / alpha);
  }

  /** Gamma(shape, 1) by Marsaglia–Tsang; used for Dirichlet-shaped shares. */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * this.next() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      const u = this.next();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }
}

/** Precomputed cumulative weights for fast weighted picks. */
export class WeightedTable<T> {
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    this.cumulative = weights.map((w) => {
      sum += w;
      return sum;
    });
    this.total = sum;
  }

  pick(rng: Prng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * Splits `total` into integer parts proportional to `weights` that sum exactly to `total`; the
 * few units lost to rounding down go to the biggest part.
 */
export function splitInteger(total: number, weights: number[]): number[] {
  let sum = 0;
  for (const w of weights) sum += w;
  const parts: number[] = new Array(weights.length);
  let assigned = 0;
  let biggest = 0;
  for (let i = 0; i < weights.length; i += 1) {
    const part = Math.floor(((weights[i] as number) / (sum || 1)) * total);
    parts[i] = part;
    assigned += part;
    if (part > (parts[biggest] as number)) biggest = i;
  }
  if (weights.length > 0) parts[biggest] = (parts[biggest] as number) + total - assigned;
  return parts;
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { TSpendAttribution } from "@radar/contract/sources";

/**
 * Who the source calls made inside `run` are for. Carried by the async context rather than as a
 * parameter of every client method: a lookup goes resolver → client → SourceHttp → meter, and the
 * market fetch and the vendors' pollers reach the same meter by other roads; each would otherwise
 * need the argument threaded through layers that do not care who pays.
 */
const current = new AsyncLocalStorage<TSpendAttribution>();

export function withAttribution<T>(attribution: TSpendAttribution, run: () => Promise<T>): Promise<T> {
  return current.run(attribution, run);
}

export function currentAttribution(): TSpendAttribution | undefined {
  return current.getStore();
}

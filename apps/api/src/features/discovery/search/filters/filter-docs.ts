import { ZSearchRequestSchema } from "@radar/contract/search";
import { z } from "zod";
import { SEARCH_FILTERS } from "./registry.ts";

/**
 * Gives each filter field of the search body its text in the OpenAPI document, from the registry
 * (fields several entries read, such as `category`, join their texts). The field schemas are the
 * contract's own, so the body's type stays the contract's.
 */
export function documentSearchFilters(): void {
  const docs = new Map<string, string[]>();
  for (const entry of SEARCH_FILTERS) for (const field of entry.fields) docs.set(field, [...(docs.get(field) ?? []), entry.doc]);
  const shape: Record<string, z.ZodType> = ZSearchRequestSchema.shape;
  for (const [field, texts] of docs) {
    const schema = shape[field];
    if (schema) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description: texts.join(" ") });
  }
}

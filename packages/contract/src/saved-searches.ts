import { z } from "zod";
import { ZNamedCitySchema, ZSearchRequestSchema } from "./search.ts";

/**
 * Saved searches: a search's filters under a name. Re-running one is an ordinary
 * POST /api/search/ with its filters (charged once per distinct filters per 30 minutes, as any
 * search); any search whose filters equal a saved search's counts as running it.
 */

export const SAVED_SEARCH_NAME_MAX = 120;
/** Per user, every plan: enough for a campaign manager's standing queries, bounded for the count job. */
export const SAVED_SEARCHES_MAX = 50;
/** New matches are counted up to this many ("999+" above). */
export const SAVED_SEARCH_NEW_MATCHES_CAP = 999;

export const SAVED_SEARCH_MSG = {
  notFound: "Saved search not found",
  limit: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  duplicateName: "You already have a saved search with this name",
} as const;

/** POST /api/saved-searches/ — `filters` is the search body; paging is not part of a saved search. */
export const ZCreateSavedSearchRequestSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
  filters: ZSearchRequestSchema,
});
export type TCreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequestSchema>;

export const ZSavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The normalised search body (page 1); post it to /api/search/ to re-run. */
  filters: z.record(z.string(), z.unknown()),
  social_network: z.string(),
  /** The filters' cities with their names: the search body keeps only their ids. */
  cities: z.array(ZNamedCitySchema),
  created_at: z.string(),
  last_run_at: z.string().nullable(),
  last_total: z.number().int().nullable().describe("Matches when last run"),
  new_matches: z
    .number()
    .int()
    .nullable()
    .describe(
      `Accounts that entered the index and match since the last run, capped at ${SAVED_SEARCH_NEW_MATCHES_CAP}; null before the first run`,
    ),
});
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;

/** GET /api/saved-searches/ */
export const ZSavedSearchesResponseSchema = z.object({ saved_searches: z.array(ZSavedSearchSchema) });
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponseSchema>;

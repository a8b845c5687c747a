import type { TLanguage } from "@radar/contract/constants";
import { type TLocationItem, ZLocationsResponseSchema } from "@radar/contract/search";
import { api } from "@/lib/api-client";

/** GET /api/search/locations/?q=&lang= — countries and cities named in the user's language. */
export async function getLocations(query: string, language: TLanguage, signal?: AbortSignal): Promise<TLocationItem[]> {
  const body = await api.get<unknown>("/search/locations/", { query: { q: query, lang: language }, signal });
  return ZLocationsResponseSchema.parse(body).results;
}

import { type TSearchRequest, type TSearchResponse, ZSearchResponseSchema } from "@radar/contract/search";
import { api } from "@/lib/api-client";
import { getAccessToken } from "@/lib/auth-storage";
import { InvalidResponseError, MissingTokenError } from "../utils/search-error";

/**
 * POST /api/search/ (SPEC §7). No token: 'Authentication token is missing' without a request; an
 * answer that is not the §7 object: 'Invalid response format from server'. Not a React Query
 * mutation: the screen's own runner keeps the last search and ignores answers that came too late.
 */
export async function searchInfluencers(body: TSearchRequest, signal?: AbortSignal): Promise<TSearchResponse> {
  if (!getAccessToken()) throw new MissingTokenError();
  const response = await api.post<unknown>("/search/", body, { signal });
  const parsed = ZSearchResponseSchema.safeParse(response);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data;
}

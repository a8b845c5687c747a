import type { TProfilePreview, TProfilePreviewRequest, TProfilePreviewResponse } from "@radar/contract/sources";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/social_profiles/preview/: the account a link names, as its data source describes it. Nothing is charged. */
export async function previewProfile(profileUrl: string, signal?: AbortSignal): Promise<TProfilePreview> {
  const body: TProfilePreviewRequest = { profile_url: profileUrl };
  const answer = await api.post<TProfilePreviewResponse>("/social_profiles/preview/", body, { signal });
  return answer.preview;
}

/**
 * One preview per link, kept a few minutes so going back to the link step shows it again at once.
 * A failed preview is not retried by itself: each attempt may spend a source's quota, and the
 * user has a "Try again" button. The link passed as null disables the query.
 */
export function profilePreviewQuery(profileUrl: string | null) {
  return queryOptions({
    queryKey: ["profile-preview", profileUrl],
    queryFn: ({ signal }) => previewProfile(profileUrl ?? "", signal),
    enabled: profileUrl !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

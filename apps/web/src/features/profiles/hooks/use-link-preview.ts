import { parseProfileLink } from "@radar/contract/profile-link";
import type { TProfilePreview } from "@radar/contract/sources";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { profilePreviewQuery } from "../api/preview-profile";
import { type PreviewFailureCode, previewFailureCode } from "../utils/source-failure";

/** How long the link must stay unchanged before it is looked up (typing a link letter by letter asks once). */
export const PREVIEW_DEBOUNCE_MS = 500;

export type LinkPreviewState =
  | { kind: "empty" }
  /** Not a link to an account on one of the four platforms: nothing is asked. */
  | { kind: "invalid" }
  /** Waiting for the link to settle, or for the answer. */
  | { kind: "loading" }
  | { kind: "ready"; preview: TProfilePreview }
  | { kind: "failed"; code: PreviewFailureCode; error: unknown };

/** Whether a text names an account (not a post, a video or another site): only such links are looked up. */
export function isPreviewableLink(link: string): boolean {
  return Boolean(parseProfileLink(link)?.username);
}

/**
 * The wizard's live preview of the pasted link. The link is asked about once it has been unchanged
 * for {@link PREVIEW_DEBOUNCE_MS}; changing it drops the question in flight (its answer could only
 * describe the old link) — the query's key becomes null at once, so React Query aborts the request
 * and the screen only ever shows the answer for the link as it is now.
 */
export function useLinkPreview(rawLink: string): { state: LinkPreviewState; retry: () => void } {
  const link = rawLink.trim();
  const settledLink = useDebouncedValue(link, PREVIEW_DEBOUNCE_MS);
  const settled = settledLink === link;
  const previewable = isPreviewableLink(link);
  const query = useQuery(profilePreviewQuery(settled && previewable ? link : null));
  const retry = () => void query.refetch();

  if (!link) return { state: { kind: "empty" }, retry };
  // A link being typed is only called invalid once the typing pauses.
  if (!previewable) return { state: settled ? { kind: "invalid" } : { kind: "empty" }, retry };
  if (query.isSuccess) return { state: { kind: "ready", preview: query.data }, retry };
  if (query.isError && !query.isFetching)
    return { state: { kind: "failed", code: previewFailureCode(query.error), error: query.error }, retry };
  return { state: { kind: "loading" }, retry };
}

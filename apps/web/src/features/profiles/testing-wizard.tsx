import { parseProfileLink } from "@radar/contract/profile-link";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { AddProfileWizard } from "./components/add-profile-wizard";
import { profilePreview } from "./testing-profiles";

/** The add-profile wizard against a mocked API (tests only). */

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

const CATEGORIES = {
  categories: [
    { id: 1035, title: "Food & Cooking", title_ar: "الطعام والطبخ" },
    { id: 1021, title: "Fashion", title_ar: "الأزياء" },
  ],
  interests: [],
};

/** By default every account a link names previews as an eligible account of that name. */
export const previewOfLink: Handler = (request) => {
  const link = (request.body as { profile_url: string }).profile_url;
  const parsed = parseProfileLink(link);
  const username = parsed?.username ?? "unknown";
  return jsonResponse(200, {
    success: true,
    preview: profilePreview({ platform: parsed?.platform ?? "instagram", username, title: username, url: link }),
  });
};

export function renderWizard({
  create = () => jsonResponse(201, { success: true, profile: {} }),
  preview = previewOfLink,
}: {
  create?: Handler;
  preview?: Handler;
} = {}) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests, fetchMock } = mockFetch((request) => {
    if (request.url === "/api/search/categories/") return jsonResponse(200, CATEGORIES);
    if (request.url === "/api/social_profiles/preview/") return preview(request);
    if (request.url === "/api/social_profiles/add/") return create(request);
    if (request.url === "/api/social_profiles/") return jsonResponse(200, { success: true, profiles: [] });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<AddProfileWizard />, { route: "/profiles/new" });
  const previewRequests = () => requests.filter((request) => request.url === "/api/social_profiles/preview/");
  /** Whether the nth preview request (0-based) was aborted by the app. */
  const previewAborted = (index: number) => {
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === "/api/social_profiles/preview/");
    return calls[index]?.[1]?.signal?.aborted ?? false;
  };
  return { user: userEvent.setup(), requests, previewRequests, previewAborted };
}

export const linkInput = () => screen.getByLabelText("Profile link");

/** The debounced preview needs the link to rest for 500 ms: wait a little longer than findBy's default. */
export const SETTLED = { timeout: 3_000 } as const;

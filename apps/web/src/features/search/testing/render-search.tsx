import type { TLocationItem } from "@radar/contract/search";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { SearchScreen, type SearchScreenProps } from "../components/search-screen";
import { CATEGORIES, searchResponse, searchResult } from "./search-fixtures";

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const LOCATIONS: TLocationItem[] = [
  { id: "SA", display_name: "Saudi Arabia", country_code: "SA", type: "country" },
  { id: 108410, display_name: "Riyadh, Saudi Arabia", country_code: "SA", type: "city" },
];

type Options = {
  search?: Handler;
  locations?: Handler;
  targeting?: Handler;
  /** Any other request (saved searches, exports); 404 without it. */
  other?: Handler;
  props?: Partial<SearchScreenProps>;
  loggedIn?: boolean;
  wrap?: (node: React.ReactElement) => React.ReactElement;
  /** The address the screen opens at (a brief brought from the dashboard rides in it). */
  route?: string;
};

/** The search screen with real providers; only fetch is mocked. */
export function renderSearch({
  search,
  locations,
  targeting,
  other,
  props = {},
  loggedIn = true,
  wrap = (node) => node,
  route,
}: Options = {}) {
  if (loggedIn) saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    if (request.url.startsWith("/api/search/categories/")) return jsonResponse(200, CATEGORIES);
    if (request.url.startsWith("/api/search/locations/")) return locations ? locations(request) : jsonResponse(200, { results: LOCATIONS });
    if (request.url === "/api/search/" && request.method === "POST")
      return search ? search(request) : jsonResponse(200, searchResponse([searchResult()]));
    if (request.url.includes("/targeting/") && targeting) return targeting(request);
    if (other) return other(request);
    return jsonResponse(404, { detail: "Not found." });
  });
  const onCreditsRemaining = vi.fn();
  const createProfile = vi.fn(async () => ({ success: true }));
  const view = renderWithProviders(
    wrap(
      <SearchScreen
        hasActiveProfile
        profilesLoading={false}
        loggedIn={loggedIn}
        onCreditsRemaining={onCreditsRemaining}
        createProfile={createProfile}
        {...props}
      />,
    ),
    { route },
  );
  const searches = () => requests.filter((request) => request.url === "/api/search/" && request.method === "POST");
  const lastBody = () => searches().at(-1)?.body as Record<string, unknown> | undefined;
  return { ...view, user: userEvent.setup(), requests, searches, lastBody, onCreditsRemaining, createProfile };
}

import type { TSavedSearch } from "@radar/contract/saved-searches";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";
import { manyResults, searchResponse } from "../testing/search-fixtures";
import type { AddToListSlotProps } from "./add-to-list-slot";

configure({ asyncUtilTimeout: 10_000 });

const SAVED_FILTERS = {
  social_network: "instagram",
  limit: 50,
  subscribers_count: { from: 10_000, to: 50_000 },
  category: { include: [7] },
  audience_geo: { countries: [{ id: "SA", prc: 20 }] },
};

function saved(overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    id: 3,
    name: "Riyadh micro",
    filters: SAVED_FILTERS,
    social_network: "instagram",
    cities: [],
    created_at: "2026-11-20T09:00:00Z",
    last_run_at: "2026-11-21T09:00:00Z",
    last_total: 120,
    new_matches: 4,
    ...overrides,
  };
}

function savedSearchesApi(list: TSavedSearch[]) {
  const created: unknown[] = [];
  const handler = (request: RecordedRequest) => {
    if (request.url === "/api/saved-searches/" && request.method === "GET") return jsonResponse(200, { saved_searches: list });
    if (request.url === "/api/saved-searches/" && request.method === "POST") {
      created.push(request.body);
      return jsonResponse(201, saved({ id: 4, name: (request.body as { name: string }).name, new_matches: null, last_run_at: null }));
    }
    if (request.url.startsWith("/api/search/export/"))
      return new Response("\uFEFFName\r\n", { status: 200, headers: { "content-type": "text/csv" } });
    return jsonResponse(404, { detail: "Not found." });
  };
  return { handler, created };
}

/** Stands in for the lists feature's menu, which the search cannot import: records what it was given. */
const received: (readonly string[])[] = [];
function AddToList({ influencerIds, label }: AddToListSlotProps) {
  return (
    <button type="button" onClick={() => received.push(influencerIds)}>
      {label ?? "Add to list"}
    </button>
  );
}

describe("saved searches and export on the search screen", { timeout: 60_000 }, () => {
  it("saves the current filters without paging or order", async () => {
    const api = savedSearchesApi([]);
    const { user } = renderSearch({ other: api.handler, props: { searchCost: 40 } });
    await user.click(screen.getByRole("radio", { name: /^Micro/ }));
    await user.click(screen.getByRole("button", { name: "Save search" }));
    await user.type(screen.getByLabelText("Name"), "Micro creators");
    await user.dblClick(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Search saved")).toBeInTheDocument();
    expect(api.created).toHaveLength(1);
    const body = api.created[0] as { name: string; filters: Record<string, unknown> };
    expect(body.name).toBe("Micro creators");
    expect(body.filters).toMatchObject({ social_network: "instagram", subscribers_count: { from: 10_000, to: 50_000 } });
    expect(body.filters).not.toHaveProperty("page");
    expect(body.filters).not.toHaveProperty("sort");
  });

  it("lists saved searches with their new matches and re-runs one through the priced search", async () => {
    const api = savedSearchesApi([saved(), saved({ id: 5, name: "Old one", new_matches: 1_500 })]);
    const { user, lastBody } = renderSearch({ other: api.handler, props: { searchCost: 40 } });
    await user.click(await screen.findByRole("button", { name: /^Saved searches/ }));
    const item = (await screen.findByText("Riyadh micro")).closest("li") as HTMLElement;
    expect(within(item).getByLabelText("4 new matches since the last run")).toHaveTextContent("4");
    expect(screen.getByText("999+")).toBeInTheDocument();
    expect(screen.getByText(/Running a saved search is a normal search: 40 credits/)).toBeInTheDocument();
    await user.click(within(item).getAllByRole("button")[0] as HTMLElement);
    await waitFor(() => expect(lastBody()).toBeDefined());
    expect(lastBody()).toEqual({ ...SAVED_FILTERS, page: 1, sort: { field: "followers", order: "desc" } });
    // The form now holds the saved filters: the Micro preset is the chosen size.
    expect(screen.getByRole("radio", { name: /^Micro/ })).toBeChecked();
  });

  it("deletes a saved search after a second, explicit press", async () => {
    const api = savedSearchesApi([saved()]);
    const { user, requests } = renderSearch({ other: api.handler });
    await user.click(await screen.findByRole("button", { name: /^Saved searches/ }));
    await user.click(await screen.findByRole("button", { name: "Delete Riyadh micro" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === "DELETE" && request.url === "/api/saved-searches/3/")).toBe(true),
    );
  });

  it("exports the current results with the last search's body and the screen's language, saying it costs nothing more", async () => {
    await i18n.changeLanguage("ar");
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    const api = savedSearchesApi([]);
    const { user, requests, lastBody } = renderSearch({
      other: api.handler,
      search: () => jsonResponse(200, searchResponse(manyResults(3))),
      props: { searchCost: 40 },
    });
    await user.click(screen.getByRole("button", { name: "بحث · 40 نقطة" }));
    const csv = await screen.findByRole("button", { name: "تصدير CSV" });
    expect(screen.getByText(/لا يكلّف أي نقاط فوق البحث/)).toBeInTheDocument();
    await user.click(csv);
    await waitFor(() => expect(requests.some((request) => request.url.startsWith("/api/search/export/"))).toBe(true));
    const exported = requests.find((request) => request.url.startsWith("/api/search/export/"));
    expect(exported?.url).toBe("/api/search/export/?format=csv&lang=ar");
    expect(exported?.method).toBe("POST");
    expect(exported?.body).toEqual(lastBody());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("adds ticked results of the table through the composed 'Add to list' control", async () => {
    received.length = 0;
    const { user } = renderSearch({
      other: savedSearchesApi([]).handler,
      search: () => jsonResponse(200, searchResponse(manyResults(3))),
      props: { addToList: AddToList },
    });
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findAllByTestId("result-card");
    expect(screen.getAllByRole("button", { name: "Add to list" })).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "List" }));
    const rows = await screen.findAllByTestId("result-row");
    await user.click(within(rows[0] as HTMLElement).getByRole("checkbox"));
    await user.click(within(rows[2] as HTMLElement).getByRole("checkbox"));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add selected to list" }));
    expect(received).toHaveLength(1);
    expect(received[0]).toHaveLength(2);
    await user.click(screen.getByRole("checkbox", { name: "Select every result on this page" }));
    expect(screen.getByText("3 selected")).toBeInTheDocument();
  });
});

import { SOURCE_IDS, type TSourceStatus, type TSourceTestResult } from "@radar/contract/sources";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin, sourceStatus } from "../testing/admin-fixtures";
import { SourcesPanel } from "./sources-panel";

const SOURCES: TSourceStatus[] = [
  sourceStatus("youtube", {
    mode: "live",
    quota: { unit: "units", used_today: 2_412, daily_limit: 10_000, resets_at: "2026-03-03T08:00:00Z" },
    last_success_at: "2026-03-02T09:15:00Z",
    indexed_accounts: 1_284,
  }),
  sourceStatus("instagram", {
    last_error_at: "2026-03-02T07:05:00Z",
    last_error: "(#4) Application request limit reached",
    last_error_code: "quota_exhausted",
    paused_until: "2026-03-02T10:00:00Z",
  }),
  sourceStatus("x"),
  sourceStatus("hypeauditor", { quota: { unit: "credits", used_today: 40, daily_limit: 500, resets_at: "2026-03-03T00:00:00Z" } }),
  sourceStatus("modash", { mode: "off", base_url: null }),
];

function setup(
  test: (request: RecordedRequest) => Response = () => jsonResponse(200, { ok: true, latency_ms: 182, detail: "ok", code: null }),
) {
  signInAsAdmin();
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/admin/sources/") return jsonResponse(200, { sources: SOURCES });
    if (request.url === "/api/admin/sources/imports/") return jsonResponse(200, { imports: [] });
    if (request.url.endsWith("/test/")) return test(request);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<SourcesPanel />);
  return { user: userEvent.setup(), requests };
}

const row = async (id: string) => {
  const rows = await screen.findAllByTestId("admin-source-row");
  const found = rows.find((candidate) => candidate.dataset.source === id);
  if (!found) throw new Error(`no row for ${id}`);
  return found;
};

describe("the admin's Data sources tab", () => {
  it("lists every source with its mode, today's quota, last success and last error", async () => {
    setup();
    const rows = await screen.findAllByTestId("admin-source-row");
    expect(rows.map((candidate) => candidate.dataset.source)).toEqual([...SOURCE_IDS]);

    const youtube = await row("youtube");
    expect(within(youtube).getByText("YouTube Data API v3")).toBeInTheDocument();
    expect(within(youtube).getAllByText("Live")[0]).toBeInTheDocument();
    expect(within(youtube).getAllByText("2,412 / 10,000 units")[0]).toBeInTheDocument();
    expect(within(youtube).getAllByRole("progressbar")[0]).toHaveAttribute("aria-valuenow", "24.12");
    expect(within(youtube).getAllByText("No errors")[0]).toBeInTheDocument();
    expect(within(youtube).getAllByText("1,284")[0]).toBeInTheDocument();

    const instagram = await row("instagram");
    expect(within(instagram).getAllByText("Sandbox")[0]).toBeInTheDocument();
    expect(within(instagram).getAllByText("Never")[0]).toBeInTheDocument();
    expect(within(instagram).getAllByText("Quota exhausted")[0]).toBeInTheDocument();
    expect(within(instagram).getAllByText("(#4) Application request limit reached")[0]).toBeInTheDocument();
    expect(within(instagram).getByText(/^Paused until/)).toBeInTheDocument();

    const modash = await row("modash");
    expect(within(modash).getAllByText("Off")[0]).toBeInTheDocument();
    expect(within(modash).getByRole("button", { name: "Test the connection to Modash" })).toBeDisabled();
  });

  it("tests a connection and shows the result, then reloads the sources", async () => {
    const { user, requests } = setup();
    const youtube = await row("youtube");
    await user.click(within(youtube).getByRole("button", { name: "Test the connection to YouTube Data API v3" }));
    const result = await screen.findByTestId("admin-source-test-result");
    expect(result).toHaveAttribute("data-ok", "true");
    expect(result).toHaveTextContent("Connection works · 182 ms");
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/sources/youtube/test/",
    ]);
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/admin/sources/")).toHaveLength(2));
  });

  it("shows a failed test with the reason and the source's own words", async () => {
    const failed: TSourceTestResult = { ok: false, latency_ms: 1_204, detail: "quotaExceeded: daily limit", code: "quota_exhausted" };
    const { user } = setup(() => jsonResponse(200, failed));
    await user.click(within(await row("instagram")).getByRole("button", { name: /^Test the connection/ }));
    const result = await screen.findByTestId("admin-source-test-result");
    expect(result).toHaveAttribute("data-ok", "false");
    expect(result).toHaveTextContent("Connection failed · Quota exhausted · 1,204 ms");
    expect(result).toHaveTextContent("quotaExceeded: daily limit");
  });

  it("shows the server's answer when a source cannot be tested", async () => {
    const { user } = setup(() => jsonResponse(400, { detail: "X API v2 is not connected" }));
    await user.click(within(await row("x")).getByRole("button", { name: /^Test the connection/ }));
    const result = await screen.findByTestId("admin-source-test-result");
    expect(result).toHaveTextContent("Connection failed");
    expect(result).toHaveTextContent("X API v2 is not connected");
  });

  it("is in Arabic in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    setup();
    const youtube = await row("youtube");
    expect(within(youtube).getAllByText("مباشر")[0]).toBeInTheDocument();
    expect(within(await row("instagram")).getAllByText("نفدت الحصة")[0]).toBeInTheDocument();
    expect(within(youtube).getByRole("button", { name: "اختبار الاتصال بـ YouTube Data API v3" })).toBeEnabled();
  });
});

import type { TVendorImport } from "@radar/contract/sources";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { IMPORT_POLL_MS } from "../api/get-vendor-imports";
import { signInAsAdmin, sourceStatus, vendorImport } from "../testing/admin-fixtures";
import { importProgress } from "../utils/import-progress";
import { SourcesPanel } from "./sources-panel";

const RUNNING = vendorImport({
  id: 9,
  status: "running",
  pages_requested: 10,
  pages_done: 3,
  total_pages: 4,
  accounts_imported: 60,
  filters: { followers_from: 10_000, country: "SA", verified_only: true },
});
const FAILED = vendorImport({
  id: 8,
  source: "modash",
  platform: "youtube",
  status: "failed",
  pages_requested: 5,
  pages_done: 2,
  accounts_imported: 30,
  error: "Modash answered 503 three times",
});
const COMPLETED = vendorImport({ id: 7, status: "completed", pages_requested: 2, pages_done: 2, total_pages: 9, accounts_imported: 40 });

function setup(answers: TVendorImport[][]) {
  signInAsAdmin();
  let call = 0;
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/admin/sources/") return jsonResponse(200, { sources: [sourceStatus("hypeauditor"), sourceStatus("modash")] });
    if (request.url === "/api/admin/sources/imports/8/resume/") return jsonResponse(202, { ...FAILED, status: "queued" });
    if (request.url === "/api/admin/sources/imports/") {
      const imports = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return jsonResponse(200, { imports });
    }
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<SourcesPanel />);
  const listRequests = () => requests.filter((request) => request.url === "/api/admin/sources/imports/" && request.method === "GET");
  return { requests, listRequests };
}

const importRow = async (id: number) => {
  const rows = await screen.findAllByTestId("admin-import-row");
  return rows[[RUNNING, FAILED, COMPLETED].findIndex((candidate) => candidate.id === id)] as HTMLElement;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("importProgress", () => {
  it("counts pages against the pages requested, or the vendor's pages when it has fewer", () => {
    expect(importProgress(RUNNING)).toEqual({ done: 3, total: 4, percent: 75 });
    expect(importProgress(FAILED)).toEqual({ done: 2, total: 5, percent: 40 });
    expect(importProgress(COMPLETED)).toEqual({ done: 2, total: 2, percent: 100 });
    expect(importProgress(vendorImport({ status: "completed", total_pages: 0 }))).toEqual({ done: 0, total: 0, percent: 100 });
  });
});

describe("the vendor imports list", () => {
  it("shows each import's status, progress, accounts and error; only a failed one can be resumed", async () => {
    setup([[RUNNING, FAILED, COMPLETED]]);
    const running = await importRow(9);
    expect(within(running).getAllByText("Running")[0]).toBeInTheDocument();
    expect(within(running).getAllByText("3 of 4 pages")[0]).toBeInTheDocument();
    expect(within(running).getAllByRole("progressbar")[0]).toHaveAttribute("aria-valuenow", "75");
    expect(within(running).getByText("10,000–∞ followers · Saudi Arabia · verified only")).toBeInTheDocument();
    expect(within(running).getAllByText("60")[0]).toBeInTheDocument();
    expect(within(running).queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();

    const failed = await importRow(8);
    expect(within(failed).getAllByText("Failed")[0]).toBeInTheDocument();
    expect(within(failed).getAllByText("Modash · YouTube")[0]).toBeInTheDocument();
    expect(within(failed).getAllByText("2 of 5 pages")[0]).toBeInTheDocument();
    expect(within(failed).getAllByText("Modash answered 503 three times")[0]).toBeInTheDocument();

    const completed = await importRow(7);
    expect(within(completed).getAllByText("Completed")[0]).toBeInTheDocument();
    expect(within(completed).getAllByText("2 of 2 pages")[0]).toBeInTheDocument();
  });

  it("resumes a failed import", async () => {
    const { requests } = setup([[RUNNING, FAILED, COMPLETED]]);
    const user = userEvent.setup();
    await user.click(within(await importRow(8)).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText("Import resumed")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/sources/imports/8/resume/",
    ]);
  });

  it("says when there are no imports yet", async () => {
    setup([[]]);
    expect(await screen.findByText("No imports yet")).toBeInTheDocument();
  });

  it("asks for progress every 3 s while an import is queued or running, and stops when none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listRequests } = setup([[RUNNING], [{ ...RUNNING, pages_done: 4, status: "completed" }]]);
    expect((await screen.findAllByText("3 of 4 pages"))[0]).toBeInTheDocument();
    expect(listRequests()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect((await screen.findAllByText("4 of 4 pages"))[0]).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(listRequests()).toHaveLength(2);
  });
});

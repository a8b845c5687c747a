import { configure, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { member } from "../testing/list-fixtures";
import { SharedListView } from "./shared-list-view";

configure({ asyncUtilTimeout: 10_000 });

const shared = (includeNotes: boolean) => ({
  name: "Ramadan campaign — beauty",
  owner_name: "Layla",
  include_notes: includeNotes,
  updated_at: "2026-11-22T09:00:00Z",
  members: [member({ status: "negotiating", note: includeNotes ? "Two reels" : "", price_sar: includeNotes ? 4500 : null })],
});

describe("the shared list page", { timeout: 60_000 }, () => {
  it("asks without a token even when the viewer is signed in, and hides notes and prices unless included", async () => {
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    const { requests } = mockFetch(() => jsonResponse(200, shared(false)));
    renderWithProviders(<SharedListView token="tok_abc" />);
    expect(await screen.findByRole("heading", { name: "Ramadan campaign — beauty" })).toBeInTheDocument();
    expect(requests[0]?.url).toBe("/api/shared/lists/tok_abc/");
    expect(requests[0]?.headers.get("authorization")).toBeNull();
    expect(screen.getByText("Negotiating")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Agreed price (SAR)" })).not.toBeInTheDocument();
  });

  it("shows notes and prices in Arabic when the owner included them", async () => {
    await i18n.changeLanguage("ar");
    mockFetch(() => jsonResponse(200, shared(true)));
    renderWithProviders(<SharedListView token="tok_abc" />);
    expect(await screen.findByText("Two reels")).toBeInTheDocument();
    expect(screen.getByText("قيد التفاوض")).toBeInTheDocument();
    expect(screen.getByText(/4,500\.00/)).toBeInTheDocument();
    expect(screen.getByText("عرض فقط")).toBeInTheDocument();
  });

  it("says a revoked or unknown link is no longer shared", async () => {
    mockFetch(() => jsonResponse(404, { detail: "This shared list does not exist or is no longer shared" }));
    renderWithProviders(<SharedListView token="gone" />);
    expect(await screen.findByText("This shared list does not exist or is no longer shared.")).toBeInTheDocument();
  });
});

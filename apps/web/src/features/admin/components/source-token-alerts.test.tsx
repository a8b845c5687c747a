import type { TSourceStatus } from "@radar/contract/sources";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin, sourceStatus } from "../testing/admin-fixtures";
import { SourcesPanel } from "./sources-panel";

type Token = NonNullable<TSourceStatus["token"]>;

function render(token: Token | null) {
  signInAsAdmin();
  const sources = [sourceStatus("youtube", { token: null }), sourceStatus("instagram", { token }), sourceStatus("x", { token: null })];
  mockFetch((request) => {
    if (request.url === "/api/admin/sources/") return jsonResponse(200, { sources });
    if (request.url === "/api/admin/sources/imports/") return jsonResponse(200, { imports: [] });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<SourcesPanel />);
}

const REFUSED: Token = {
  state: "invalid",
  expires_at: null,
  since: "2026-03-02T07:05:00Z",
  detail: "Graph error 190/463: Error validating access token: Session has expired",
  notified: true,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("the token's health on the Data sources tab", () => {
  it("says nothing while the token is fine", async () => {
    render({ state: "ok", expires_at: "2026-09-01T00:00:00Z", since: null, detail: null, notified: false });
    await screen.findAllByTestId("admin-source-row");
    expect(screen.queryByTestId("admin-source-token-alert")).not.toBeInTheDocument();
    expect(screen.queryByTestId("admin-source-token-badge")).not.toBeInTheDocument();
  });

  it("shows a refused token (Graph 190) above the table, with Meta's words and the mail sent, and a badge on its row", async () => {
    render(REFUSED);
    const alert = await screen.findByTestId("admin-source-token-alert");
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert).toHaveAttribute("data-state", "invalid");
    expect(alert).toHaveTextContent("Instagram Graph API (Business Discovery): Meta refused the access token");
    expect(alert).toHaveTextContent("error 190");
    expect(alert).toHaveTextContent("Session has expired");
    expect(alert).toHaveTextContent("The contact address has been e-mailed about this.");
    const rows = await screen.findAllByTestId("admin-source-row");
    const instagram = rows.find((row) => row.dataset.source === "instagram");
    expect(instagram && within(instagram).getAllByText("Token refused")[0]).toBeInTheDocument();
  });

  it("warns of a nearing expiry with the date", async () => {
    render({ state: "expiring", expires_at: "2026-03-05T00:00:00Z", since: "2026-03-01T00:00:00Z", detail: null, notified: false });
    const alert = await screen.findByTestId("admin-source-token-alert");
    expect(alert).toHaveAttribute("data-state", "expiring");
    expect(alert).toHaveTextContent(/the access token expires .*2026/);
    expect(alert).toHaveTextContent("No e-mail has been sent about this yet.");
  });

  it("is in Arabic in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    render(REFUSED);
    const alert = await screen.findByTestId("admin-source-token-alert");
    expect(alert).toHaveTextContent("رفضت Meta رمز الوصول");
    expect(alert).toHaveTextContent("أُرسل بريد إلكتروني بذلك إلى عنوان التواصل.");
    expect(screen.getAllByText("الرمز مرفوض")[0]).toBeInTheDocument();
  });
});

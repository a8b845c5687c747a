import type { TReport } from "@radar/contract/reports";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { serverEvents } from "@/testing/server-events";
import { CreatorReportButton } from "./creator-report-button";

const CREATOR = { influencerId: "8123456789012345678", name: "Noura Cooks", username: "noura.cooks", platform: "instagram" } as const;

function report(overrides: Partial<TReport> = {}): TReport {
  const completed = overrides.status === "completed";
  return {
    id: 41,
    status: "pending",
    type: "both",
    template: "standard",
    template_name: "Standard",
    language: "en",
    date_created: "2026-11-27T10:00:00Z",
    date: "2026-11-27T10:00:00Z",
    completed_at: completed ? "2026-11-27T10:00:02Z" : null,
    profile: { id: null, username: CREATOR.username, platform: "instagram" },
    profiles: [{ id: null, username: CREATOR.username, platform: "instagram" }],
    has_pdf: completed,
    has_pptx: completed,
    pdf_url: completed ? "/api/reports/download/41/?format=pdf" : null,
    pptx_url: completed ? "/api/reports/download/41/?format=pptx" : null,
    pdf_path: completed ? "r.pdf" : null,
    pptx_path: completed ? "r.pptx" : null,
    pdf_size: completed ? 1000 : null,
    pptx_size: completed ? 1000 : null,
    credits_charged: 30,
    error: null,
    subject: "influencer",
    influencer_id: CREATOR.influencerId,
    ...overrides,
  };
}

function setup(
  handler: (request: RecordedRequest) => Response | Promise<Response>,
  props: { cost?: number | null; balance?: number | null } = {},
) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(handler);
  renderWithProviders(<CreatorReportButton creator={CREATOR} cost={props.cost ?? 30} balance={props.balance ?? 1190} />);
  return { user: userEvent.setup(), requests };
}

describe("report on a creator of the index", () => {
  it("shows the price and balance, offers PDF, PPTX and both, and shows the download as soon as the stream says it is ready", async () => {
    const stream = serverEvents();
    let completed = false;
    const { user, requests } = setup(({ url, method }) => {
      if (url === "/api/events/ticket/") return stream.ticketResponse();
      if (url === "/api/reports/templates/") return jsonResponse(200, []);
      if (url === "/api/reports/generate/" && method === "POST")
        return jsonResponse(201, { success: true, report: report(), message: "Report generation started", credits_remaining: 1160 });
      if (url === "/api/reports/41/") return jsonResponse(200, report(completed ? { status: "completed" } : { status: "generating" }));
      return jsonResponse(404, {});
    });
    await user.click(screen.getByRole("button", { name: "Generate a report on Noura Cooks" }));
    expect(screen.getByRole("heading", { name: "Report on Noura Cooks" })).toBeInTheDocument();
    expect(screen.getByText(/Costs 30\.00 credits\./)).toHaveTextContent("Costs 30.00 credits. · Your balance: 1,190.00 credits");
    expect(screen.getAllByRole("radio", { name: /^(PDF|PPTX|PDF \+ PPTX)$/ }).map((radio) => radio.textContent)).toEqual([
      "PDF",
      "PPTX",
      "PDF + PPTX",
    ]);
    // The dialog opened the stream (with a ticket, never the access token, in the URL).
    await waitFor(() => expect(stream.open()).toEqual(["/api/events/?ticket=ticket-for-tests"]));
    stream.send({ type: "ready" });
    await user.click(screen.getByRole("radio", { name: "PDF + PPTX" }));
    await user.click(screen.getByRole("button", { name: "Generate · 30 credits" }));

    expect(await screen.findByText("Your report is being generated")).toBeInTheDocument();
    const order = requests.find((r) => r.url === "/api/reports/generate/");
    expect(order?.body).toEqual({
      influencer_id: CREATOR.influencerId,
      report_type: "both",
      template: "standard",
      language: "en",
      idempotency_key: expect.stringMatching(/^report-[0-9a-f]{32}$/),
    });
    expect(screen.queryByRole("button", { name: /Download the PDF/ })).not.toBeInTheDocument();

    completed = true;
    const before = Date.now();
    stream.send({ type: "report", id: 41, status: "completed" });
    expect(await screen.findByRole("button", { name: /Download the PDF/ }, { timeout: 2_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Download the PowerPoint/ })).toBeInTheDocument();
    expect(screen.getByText("Your report is ready")).toBeInTheDocument();
    // The stream, not the 3-second poll, brought it.
    expect(Date.now() - before).toBeLessThan(2_000);
  });

  it("warns when the balance does not cover the price, and says 'Not enough credits' on 402", async () => {
    const { user } = setup(
      ({ url }) => {
        if (url === "/api/reports/generate/") return jsonResponse(402, { detail: "Insufficient credits", code: "insufficient_credits" });
        if (url === "/api/reports/templates/") return jsonResponse(200, []);
        return jsonResponse(404, {});
      },
      { cost: 40, balance: 12 },
    );
    await user.click(screen.getByRole("button", { name: "Generate a report on Noura Cooks" }));
    expect(screen.getByText("Your balance does not cover this report.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscriptions");
    await user.click(screen.getByRole("button", { name: "Generate · 40 credits" }));
    expect(await screen.findByText("Not enough credits")).toBeInTheDocument();
    expect(screen.getByText("This report costs 40 credits. Top up or change your plan to order it.")).toBeInTheDocument();
  });

  it("sends the same idempotency key when the order is retried after a failure", async () => {
    let attempts = 0;
    const { user, requests } = setup(({ url }) => {
      if (url === "/api/reports/generate/") {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { detail: "boom" })
          : jsonResponse(201, { success: true, report: report(), message: "Report generation started", credits_remaining: 1160 });
      }
      if (url === "/api/reports/templates/") return jsonResponse(200, []);
      return jsonResponse(404, {});
    });
    await user.click(screen.getByRole("button", { name: "Generate a report on Noura Cooks" }));
    await user.click(screen.getByRole("button", { name: "Generate · 30 credits" }));
    expect(await screen.findByText("report generation failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate · 30 credits" }));
    await screen.findByText("Your report is being generated");
    const keys = requests
      .filter((r) => r.url === "/api/reports/generate/")
      .map((r) => (r.body as { idempotency_key: string }).idempotency_key);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
  });
});

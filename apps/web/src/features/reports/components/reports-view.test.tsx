import type { TReport, TReportListResponse } from "@radar/contract/reports";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { reportsQuery } from "../api/get-reports";
import { GenerateReportDialog } from "./generate-report-dialog";
import { ReportsPanel } from "./reports-panel";

function report(overrides: Partial<TReport> = {}): TReport {
  const id = overrides.id ?? 7;
  const completed = (overrides.status ?? "completed") === "completed";
  return {
    id,
    status: "completed",
    type: "pdf",
    template: "standard",
    template_name: "Standard",
    language: "en",
    date_created: "2026-11-20T10:00:00Z",
    date: "2026-11-20T10:00:00Z",
    completed_at: completed ? "2026-11-20T10:00:02Z" : null,
    profile: { id: 3, username: "sara.alqahtani", platform: "instagram" },
    profiles: [{ id: 3, username: "sara.alqahtani", platform: "instagram" }],
    has_pdf: completed,
    has_pptx: false,
    pdf_url: completed ? `/api/reports/download/${id}/?format=pdf` : null,
    pptx_url: null,
    pdf_path: completed ? "radar-report-sara.alqahtani-2026-11-20.pdf" : null,
    pptx_path: null,
    pdf_size: completed ? 32_000 : null,
    pptx_size: null,
    credits_charged: 30,
    error: null,
    subject: "profile",
    influencer_id: "4242",
    ...overrides,
  };
}

const list = (reports: TReport[]): TReportListResponse => ({ reports, message: "Reports retrieved successfully", credits_remaining: 1190 });

function AllReports() {
  const query = useQuery(reportsQuery(TEST_USER.id));
  return <ReportsPanel query={query} variant="all" />;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function setup(handler: Handler, ui = <AllReports />) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(handler);
  renderWithProviders(ui);
  return { user: userEvent.setup(), requests };
}

describe("reports table", () => {
  it("shows date, profile link, type, status, the PDF download and Find Similar", async () => {
    const ordered = report({ created_by: { id: 9, name: "Badr Member" } });
    setup(({ url }) => (url === "/api/reports/" ? jsonResponse(200, list([ordered])) : jsonResponse(404, {})));
    const row = (await screen.findByText("Nov 20, 2026")).closest("tr") as HTMLElement;
    expect(within(row).getByText("by Badr Member")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "@sara.alqahtani" })).toHaveAttribute("href", "/profiles/3/reports");
    expect(within(row).getAllByText("PDF")).toHaveLength(2); // the type, and the download button
    expect(within(row).getByText("Completed")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Download the PDF of the report of Nov 20, 2026" })).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Find Similar" })).toHaveAttribute("href", "/3/search");
  });

  it("polls a report being generated every 3 seconds, shows 50 % while generating, then offers the download", async () => {
    const pollTimes: number[] = [];
    const started = Date.now();
    setup(({ url }) => {
      if (url === "/api/reports/") return jsonResponse(200, list([report({ status: "generating" })]));
      if (url === "/api/reports/7/") {
        pollTimes.push(Date.now() - started);
        return jsonResponse(200, pollTimes.length < 2 ? report({ status: "generating" }) : report());
      }
      return jsonResponse(404, {});
    });
    const row = (await screen.findByText("Generating")).closest("tr") as HTMLElement;
    expect(within(row).getByRole("progressbar", { name: "Progress 50%" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Download/ })).not.toBeInTheDocument();
    await screen.findByRole("button", { name: /Download the PDF/ }, { timeout: 12_000 });
    expect(await screen.findByText("Report ready")).toBeInTheDocument();
    expect(pollTimes).toHaveLength(2);
    expect(pollTimes[0]).toBeGreaterThanOrEqual(2900);
    expect((pollTimes[1] ?? 0) - (pollTimes[0] ?? 0)).toBeGreaterThanOrEqual(2900);
  }, 20_000);

  it("says 'report download failed' when the file cannot be fetched", async () => {
    const { user } = setup(({ url }) => {
      if (url === "/api/reports/") return jsonResponse(200, list([report()]));
      if (url.startsWith("/api/reports/download/7/")) return jsonResponse(500, { detail: "boom" });
      return jsonResponse(404, {});
    });
    await user.click(await screen.findByRole("button", { name: /Download the PDF/ }));
    expect(await screen.findByText("report download failed")).toBeInTheDocument();
  });

  it("says 'report not available' when the server no longer has the file", async () => {
    const both = report({ type: "both", has_pptx: true, pptx_url: "/api/reports/download/7/?format=pptx", pptx_path: "r.pptx" });
    const { user } = setup(
      ({ url }) => (url === "/api/reports/" ? jsonResponse(200, list([both])) : jsonResponse(404, {})),
      <ProfileReports />,
    );
    await user.click(await screen.findByRole("button", { name: /Download the PowerPoint/ }));
    expect(await screen.findByText("report not available")).toBeInTheDocument();
  });

  it("offers on the profile page only the formats each report has", async () => {
    const pdfOnly = report({ id: 7, date_created: "2026-11-18T10:00:00Z" });
    const pptxOnly = report({
      id: 8,
      type: "pptx",
      date_created: "2026-11-19T10:00:00Z",
      has_pdf: false,
      pdf_url: null,
      pdf_path: null,
      has_pptx: true,
      pptx_url: "/api/reports/download/8/?format=pptx",
      pptx_path: "r.pptx",
    });
    const both = report({
      id: 9,
      type: "both",
      has_pptx: true,
      pptx_url: "/api/reports/download/9/?format=pptx",
      pptx_path: "r.pptx",
    });
    setup(() => jsonResponse(200, list([pdfOnly, pptxOnly, both])), <ProfileReports />);
    const downloads = async (date: string) => {
      const row = (await screen.findByText(date)).closest("tr") as HTMLElement;
      return within(row)
        .queryAllByRole("button", { name: /^Download the/ })
        .map((button) => button.textContent);
    };
    expect(await downloads("Nov 18, 2026")).toEqual(["PDF"]);
    expect(await downloads("Nov 19, 2026")).toEqual(["PPTX"]);
    expect(await downloads("Nov 20, 2026")).toEqual(["PDF", "PPTX"]);
  });

  it("offers the PowerPoint on /reports too, and only the formats the report has", async () => {
    const pptxOnly = report({
      type: "pptx",
      has_pdf: false,
      pdf_url: null,
      pdf_path: null,
      has_pptx: true,
      pptx_url: "/x",
      pptx_path: "r.pptx",
    });
    setup(({ url }) => (url === "/api/reports/" ? jsonResponse(200, list([pptxOnly])) : jsonResponse(404, {})));
    const row = (await screen.findByText("Nov 20, 2026")).closest("tr") as HTMLElement;
    expect(within(row).getByRole("button", { name: /Download the PowerPoint/ })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Download the PDF/ })).not.toBeInTheDocument();
  });

  it("shows the template name on the profile page", async () => {
    setup(() => jsonResponse(200, list([report({ template: "brief", template_name: "Brief" })])), <ProfileReports />);
    const row = (await screen.findByText("Brief")).closest("tr") as HTMLElement;
    expect(within(row).getByRole("button", { name: /Download the PDF/ })).toBeInTheDocument();
  });

  it("shows an empty state without reports", async () => {
    setup(() => jsonResponse(200, list([])));
    expect(await screen.findByText("No reports yet")).toBeInTheDocument();
  });
});

function ProfileReports() {
  const query = useQuery(reportsQuery(TEST_USER.id));
  return <ReportsPanel query={query} variant="profile" />;
}

describe("generate dialog", () => {
  const profiles = [
    { id: 3, label: "Sara (@sara.alqahtani)" },
    { id: 4, label: "Sara TikTok (@sara.tok)" },
  ];
  const dialog = <GenerateReportDialog trigger={<button type="button">Open</button>} profiles={profiles} formats={["pdf"]} cost={30} />;

  it("requires a profile, then orders a PDF in the app's language and says it started", async () => {
    const { user, requests } = setup(({ url, method }) => {
      if (url === "/api/reports/templates/") return jsonResponse(200, []);
      if (url === "/api/reports/generate/" && method === "POST")
        return jsonResponse(201, {
          success: true,
          report: report({ status: "pending" }),
          message: "Report generation started",
          credits_remaining: 1190,
        });
      return jsonResponse(404, {});
    }, dialog);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByText("Costs 30.00 credits.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "PDF" })).toBeChecked();
    // Issue 14: the button states the plan's price before anything is charged.
    await user.click(screen.getByRole("button", { name: "Generate · 30 credits" }));
    expect(await screen.findByText("Generate report requires a selected profile")).toBeInTheDocument();
    expect(requests.some((r) => r.url === "/api/reports/generate/")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Profile"), "4");
    expect(screen.getByRole("radio", { name: /Standard/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Generate · 30 credits" }));
    await waitFor(() => expect(requests.find((r) => r.url === "/api/reports/generate/")?.body).toBeDefined());
    expect(requests.find((r) => r.url === "/api/reports/generate/")?.body).toEqual({
      profile: 4,
      report_type: "pdf",
      template: "standard",
      language: "en",
      idempotency_key: expect.stringMatching(/^report-[0-9a-f]{32}$/),
    });
    expect(await screen.findByText("Report generation started")).toBeInTheDocument();
  });

  it("shows the plan's limit on 403 and 'report generation failed' otherwise", async () => {
    let status = 403;
    const { user } = setup(
      ({ url }) => {
        if (url === "/api/reports/generate/") return jsonResponse(status, { detail: "Report limit reached for your subscription level" });
        return jsonResponse(200, []);
      },
      <GenerateReportDialog trigger={<button type="button">Open</button>} profileId={3} formats={["pdf", "pptx", "both"]} />,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("radio", { name: "PDF + PPTX" }));
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Report limit reached for your subscription level")).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("report generation failed")).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { BillingSection } from "./billing-section";

const INVOICE = {
  id: 4,
  number: "INV-000004",
  kind: "simplified",
  issued_at: "2026-11-27T15:20:31.000Z",
  currency: "SAR",
  buyer_name: "Sara Al-Qahtani",
  subtotal_halalas: 260_870,
  vat_halalas: 39_130,
  total_halalas: 300_000,
  credited_invoice_number: null,
  credit_note_number: "CRN-000001",
};

function setup(details: unknown = null) {
  const { requests } = mockFetch(({ url, method, body }) => {
    if (url.startsWith("/api/billing/details/") && method === "GET") return jsonResponse(200, { details });
    if (url.startsWith("/api/billing/details/") && method === "PUT")
      return jsonResponse(200, { ...(body as object), updated_at: "2026-11-27T15:00:00.000Z" });
    if (url.startsWith("/api/invoices/")) return jsonResponse(200, { invoices: [INVOICE] });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<BillingSection />);
  return { requests, user: userEvent.setup() };
}

const save = () => screen.getByRole("button", { name: "Save billing details" });

// Typing five fields in jsdom takes seconds on a loaded machine.
describe("Settings → Billing", { timeout: 60_000 }, () => {
  it("refuses a VAT number that is not 15 digits starting and ending with 3, and a short postal code", async () => {
    const { requests, user } = setup();
    await user.type(await screen.findByLabelText("Legal name"), "Nakhla Trading Co.");
    await user.type(screen.getByLabelText("Street address"), "Olaya Street 4");
    await user.type(screen.getByLabelText("City"), "Riyadh");
    await user.type(screen.getByLabelText("Postal code"), "122");
    await user.type(screen.getByLabelText("VAT registration number (optional)"), "310122393500004");
    await user.click(save());
    expect(await screen.findByText("A Saudi VAT number has 15 digits and starts and ends with 3")).toBeInTheDocument();
    expect(screen.getByText("Enter a 5-digit postal code")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "PUT")).toHaveLength(0);
  });

  it("saves valid details with the VAT number's spaces removed and an empty CR as null", async () => {
    const { requests, user } = setup();
    await user.type(await screen.findByLabelText("Legal name"), "Nakhla Trading Co.");
    await user.type(screen.getByLabelText("Street address"), "Olaya Street 4");
    await user.type(screen.getByLabelText("City"), "Riyadh");
    await user.type(screen.getByLabelText("Postal code"), "12244");
    await user.type(screen.getByLabelText("VAT registration number (optional)"), "310 1223 9350 0003");
    await user.click(save());
    expect(await screen.findByText("Billing details saved")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")).toMatchObject({
      url: "/api/billing/details/",
      body: {
        legal_name: "Nakhla Trading Co.",
        street: "Olaya Street 4",
        city: "Riyadh",
        postal_code: "12244",
        country: "SA",
        vat_number: "310122393500003",
        cr_number: null,
      },
    });
  });

  it("lists the invoices with their number, kind, date, total in SAR and both downloads", async () => {
    setup({
      legal_name: "Nakhla",
      street: "Olaya 4",
      city: "Riyadh",
      postal_code: "12244",
      country: "SA",
      vat_number: null,
      cr_number: null,
      updated_at: "2026-11-27T15:00:00.000Z",
    });
    const row = await screen.findByTestId("invoice-row");
    expect(within(row).getByText("INV-000004")).toBeInTheDocument();
    expect(within(row).getByText("Simplified tax invoice")).toBeInTheDocument();
    expect(within(row).getByText("SAR 3,000.00")).toBeInTheDocument();
    expect(within(row).getByText(/Nov 27, 2026/)).toBeInTheDocument();
    expect(within(row).getByText(/credited by CRN-000001/)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Download INV-000004 as PDF" })).toBeEnabled();
    expect(within(row).getByRole("button", { name: "Download INV-000004 as XML" })).toBeEnabled();
    expect(screen.getByLabelText("Legal name")).toHaveValue("Nakhla");
  });

  it("tells a member who is not the owner whom to ask, and asks the API for nothing", async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(403, {
        detail: "Only the workspace owner can manage its subscription, payments and billing details.",
        code: "billing_owner_only",
      }),
    );
    renderWithProviders(<BillingSection canManage={false} />);
    expect(await screen.findByText(/managed by the workspace's owner/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save billing details" })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

import type { TAccountLicences, TLicenceStatusEntry } from "@radar/contract/licences";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { ExpiringLicences } from "./expiring-licences";
import { LicenceBadges } from "./licence-badges";
import { LicenceSection } from "./licence-section";
import { hasNoKnownLicence, takeLicenceWarning } from "./licence-warning";

const none = (country: "SA" | "AE"): TLicenceStatusEntry => ({
  country,
  status: "none",
  number: null,
  expires_on: null,
  source: null,
  confirmed: false,
  check_url: country === "SA" ? "https://elaam.gamr.gov.sa/" : "https://uaemc.gov.ae/",
});
const saFromBio: TLicenceStatusEntry = { ...none("SA"), status: "valid", number: "123456", source: "bio" };
const answer = (statuses: TLicenceStatusEntry[], records: TAccountLicences["records"] = []): TAccountLicences => ({
  influencer_id: "42",
  statuses,
  records,
});

afterEach(async () => {
  await i18n.changeLanguage("en");
  window.localStorage.clear();
});

describe("licence badges", () => {
  it("shows each known licence with its status, or that none is known, in both languages", async () => {
    const { rerender } = render(<LicenceBadges statuses={[saFromBio, { ...none("AE"), status: "expiring", number: "654321" }]} />);
    expect(screen.getByText("Mawthooq: Valid")).toBeInTheDocument();
    expect(screen.getByText("UAE permit: Expires soon")).toBeInTheDocument();
    rerender(<LicenceBadges statuses={[none("SA"), none("AE")]} />);
    expect(screen.getByText("No licence known")).toBeInTheDocument();
    await i18n.changeLanguage("ar");
    rerender(<LicenceBadges statuses={[saFromBio, none("AE")]} />);
    expect(screen.getByText("ترخيص موثوق: ساري")).toBeInTheDocument();
    rerender(<LicenceBadges statuses={undefined} />);
    expect(screen.queryByTestId("licence-badge")).toBeNull();
  });

  it("flags a list whose members' licences expire within 30 days", () => {
    render(
      <ExpiringLicences members={[{ licences: [{ ...saFromBio, status: "expiring" }, none("AE")] }, { licences: [saFromBio] }, {}]} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("1 member's licence expires within 30 days.");
  });

  it("warns once per user about an account with no known licence", () => {
    expect(hasNoKnownLicence([none("SA"), none("AE")])).toBe(true);
    expect(hasNoKnownLicence([saFromBio, none("AE")])).toBe(false);
    expect(takeLicenceWarning(7)).toBe(true);
    expect(takeLicenceWarning(7)).toBe(false);
    expect(takeLicenceWarning(8)).toBe(true);
  });
});

describe("the details dialog's licence section", () => {
  it("shows the bio's number with the regulator's link, and records a licence with the typed Arabic-Indic digits", async () => {
    let current = answer([saFromBio, none("AE")]);
    const { requests } = mockFetch((request) => {
      if (request.url === "/api/influencers/42/licences/" && request.method === "GET") return jsonResponse(200, current);
      if (request.url === "/api/influencers/42/licences/AE/" && request.method === "PUT") {
        current = answer(
          [saFromBio, { ...none("AE"), status: "valid", number: "654321", expires_on: "2030-01-31", source: "user", confirmed: true }],
          [
            {
              country: "AE",
              source: "user",
              number: "654321",
              expires_on: "2030-01-31",
              proof_url: null,
              confirmed: true,
              recorded_by_name: "Sara Vetter",
              recorded_at: "2026-11-27T10:00:00.000Z",
            },
          ],
        );
        return jsonResponse(200, current);
      }
      return jsonResponse(404, { detail: "Not found." });
    });
    renderWithProviders(<LicenceSection influencerId="42" enabled />);
    const sa = await screen.findByTestId("licence-SA");
    expect(within(sa).getByText("123456")).toBeInTheDocument();
    expect(within(sa).getByText("From the bio")).toBeInTheDocument();
    expect(within(sa).getByRole("link", { name: /Check at the regulator/ })).toHaveAttribute("href", "https://elaam.gamr.gov.sa/");

    const user = userEvent.setup();
    await user.click(within(screen.getByTestId("licence-AE")).getByRole("button", { name: "Record a licence" }));
    await user.type(screen.getByLabelText("Licence number"), "٦٥٤٣٢١");
    await user.type(screen.getByLabelText("Expiry date"), "2030-01-31");
    await user.click(screen.getByLabelText("I checked this number on the regulator's page"));
    await user.click(screen.getByRole("button", { name: "Save licence" }));
    expect(
      await within(screen.getByTestId("licence-AE")).findByText("Recorded by Sara Vetter · Confirmed at the regulator"),
    ).toBeInTheDocument();
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.body).toEqual({ number: "٦٥٤٣٢١", expires_on: "2030-01-31", proof_url: null, confirmed: true });
    expect(screen.queryByTestId("licence-form")).toBeNull();
  });
});

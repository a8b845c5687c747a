import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin, sourceStatus, vendorImport } from "../testing/admin-fixtures";
import { VendorImportForm } from "./vendor-import-form";

const SOURCES = [sourceStatus("youtube"), sourceStatus("hypeauditor"), sourceStatus("modash")];

function setup(start: (request: RecordedRequest) => Response = () => jsonResponse(202, vendorImport())) {
  signInAsAdmin();
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/admin/sources/imports/" && request.method === "POST") return start(request);
    if (request.url === "/api/admin/sources/imports/") return jsonResponse(200, { imports: [] });
    if (request.url === "/api/admin/sources/") return jsonResponse(200, { sources: SOURCES });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<VendorImportForm sources={SOURCES} />);
  const posts = () => requests.filter((request) => request.method === "POST");
  return { user: userEvent.setup(), posts };
}

const field = (label: string) => screen.getByLabelText(label);
const startButton = () => screen.getByRole("button", { name: "Start import" });

describe("the vendor import form", () => {
  it("offers the two vendors and only the platforms the chosen one covers", async () => {
    const { user } = setup();
    const vendor = field("Vendor");
    expect(
      within(vendor)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["HypeAuditor", "Modash"]);
    const platforms = () =>
      within(field("Platform"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    expect(platforms()).toEqual(["instagram", "tiktok", "youtube", "twitter"]);

    await user.selectOptions(field("Platform"), "twitter");
    await user.selectOptions(vendor, "modash");
    // Modash has no X: the platform falls back to one it covers.
    expect(platforms()).toEqual(["instagram", "tiktok", "youtube"]);
    expect(field("Platform")).toHaveValue("instagram");
  });

  it.each([
    ["Pages", "0", "Enter a whole number of pages from 1 to 50"],
    ["Pages", "51", "Enter a whole number of pages from 1 to 50"],
    ["Pages", "2.5", "Enter a whole number of pages from 1 to 50"],
    ["Followers from", "ten", "Enter a whole number of followers"],
    ["Minimum engagement (%)", "150", "Enter a percentage from 0 to 100"],
  ])("refuses %s = %s and sends nothing", async (label, value, message) => {
    const { user, posts } = setup();
    await user.clear(field(label));
    await user.type(field(label), value);
    await user.click(startButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("refuses a follower range whose 'from' is above its 'to'", async () => {
    const { user, posts } = setup();
    await user.type(field("Followers from"), "50000");
    await user.type(field("Followers to"), "1000");
    await user.click(startButton());
    expect(await screen.findByText("“To” must not be less than “from”")).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("asks for confirmation, then sends the import with only the filters that were set", async () => {
    const { user, posts } = setup();
    await user.selectOptions(field("Vendor"), "modash");
    await user.selectOptions(field("Platform"), "tiktok");
    await user.clear(field("Pages"));
    await user.type(field("Pages"), "12");
    await user.type(field("Followers from"), "10000");
    await user.type(field("Followers to"), "500000");
    await user.type(field("Minimum engagement (%)"), "2.5");
    await user.selectOptions(field("Country"), "AE");
    await user.type(field("Keywords"), "  coffee  ");
    await user.click(screen.getByRole("checkbox", { name: "Verified accounts only" }));
    await user.click(startButton());

    const dialog = await screen.findByRole("alertdialog", { name: "Start this import?" });
    expect(dialog).toHaveTextContent("Up to 12 pages of TikTok accounts will be imported from Modash.");
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Start import" }));

    expect(await screen.findByText("Import queued")).toBeInTheDocument();
    expect(posts().map((request) => [request.url, request.body])).toEqual([
      [
        "/api/admin/sources/imports/",
        {
          source: "modash",
          platform: "tiktok",
          pages: 12,
          filters: { followers_from: 10_000, followers_to: 500_000, country: "AE", keywords: "coffee", er_from: 2.5, verified_only: true },
        },
      ],
    ]);
  });

  it("sends no filters when none are set, and sends nothing when the confirmation is dismissed", async () => {
    const { user, posts } = setup();
    await user.click(startButton());
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Go back" }));
    expect(posts()).toEqual([]);

    await user.click(startButton());
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Start import" }));
    await screen.findByText("Import queued");
    expect(posts().map((request) => request.body)).toEqual([{ source: "hypeauditor", platform: "instagram", pages: 5, filters: {} }]);
  });

  it("says why the server refused an import", async () => {
    const { user } = setup(() => jsonResponse(400, { detail: "Modash is not connected" }));
    await user.click(startButton());
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Start import" }));
    expect(await screen.findByText("The import could not be started")).toBeInTheDocument();
    expect(screen.getByText("Modash is not connected")).toBeInTheDocument();
  });
});

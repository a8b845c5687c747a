import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { ComparisonRequestDialog } from "./comparison-request-dialog";

async function open(respond: () => Response = () => jsonResponse(201, { id: 1 })) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(respond);
  renderWithProviders(<ComparisonRequestDialog trigger={<button type="button">Open</button>} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open" }));
  const dialog = await screen.findByRole("dialog", { name: "Followers comparison" });
  return { user, requests, dialog };
}

const rows = () => screen.getAllByRole("textbox", { name: /^Profile link \d+$/ });
const removeButtons = () => screen.queryAllByRole("button", { name: /^Remove link/ });
const addButton = () => screen.queryByRole("button", { name: "Add URL" });
const submit = () => screen.getByRole("button", { name: "Send request" });

describe("ComparisonRequestDialog (SPEC §2, §5)", () => {
  it("starts with 3 empty rows, each removable while more than 2 remain", async () => {
    const { user } = await open();
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => (row as HTMLInputElement).value)).toEqual(["", "", ""]);
    expect(removeButtons()).toHaveLength(3);
    await user.click(removeButtons()[0] as HTMLElement);
    expect(rows()).toHaveLength(2);
    expect(removeButtons()).toHaveLength(0);
  });

  it("offers Add URL only while there are fewer than 10 rows", async () => {
    const { user } = await open();
    for (let i = 3; i < 10; i += 1) await user.click(addButton() as HTMLElement);
    expect(rows()).toHaveLength(10);
    expect(addButton()).not.toBeInTheDocument();
    await user.click(removeButtons()[9] as HTMLElement);
    expect(addButton()).toBeInTheDocument();
  });

  it("enables Submit once 2 rows are not blank", async () => {
    const { user } = await open();
    expect(submit()).toBeDisabled();
    await user.type(rows()[0] as HTMLElement, "https://www.instagram.com/sara");
    expect(submit()).toBeDisabled();
    await user.type(rows()[2] as HTMLElement, "   ");
    expect(submit()).toBeDisabled();
    await user.type(rows()[1] as HTMLElement, "https://x.com/noura");
    expect(submit()).toBeEnabled();
  });

  it("marks a row that is not a valid link and sends nothing", async () => {
    const { user, requests } = await open();
    await user.type(rows()[0] as HTMLElement, "https://www.instagram.com/sara");
    await user.type(rows()[1] as HTMLElement, "not a link");
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid link")).toBeInTheDocument();
    expect(rows()[1]).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("drops blank rows, sends, toasts, closes and comes back with 3 empty rows", async () => {
    const { user, requests } = await open();
    await user.type(rows()[0] as HTMLElement, "https://www.instagram.com/sara");
    await user.type(rows()[2] as HTMLElement, "https://x.com/noura");
    await user.type(screen.getByLabelText("Description (optional)"), "Who grows faster?");
    await user.click(submit());

    expect(await screen.findByText("request sent")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      profile_urls: ["https://www.instagram.com/sara", "https://x.com/noura"],
      description: "Who grows faster?",
    });

    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog)
        .getAllByRole("textbox", { name: /^Profile link/ })
        .map((row) => (row as HTMLInputElement).value),
    ).toEqual(["", "", ""]);
  });

  it("stays open with the rows on failure and toasts 'error'", async () => {
    const { user } = await open(() => jsonResponse(400, { profile_urls: ["Please add at least two links"] }));
    await user.type(rows()[0] as HTMLElement, "https://www.instagram.com/sara");
    await user.type(rows()[1] as HTMLElement, "https://x.com/noura");
    await user.click(submit());
    expect(await screen.findByText("error")).toBeInTheDocument();
    expect(screen.getByText("Please add at least two links")).toBeInTheDocument();
    expect(rows()[0]).toHaveValue("https://www.instagram.com/sara");
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { CampaignRequestDialog } from "./campaign-request-dialog";

async function open(respond: () => Response = () => jsonResponse(201, { id: 1 })) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(respond);
  renderWithProviders(<CampaignRequestDialog trigger={<button type="button">Open</button>} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open" }));
  await screen.findByRole("dialog", { name: "Campaign request" });
  return { user, requests };
}

const submit = () => screen.getByRole("button", { name: "Send request" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, budget = "15000.50") {
  await user.type(screen.getByLabelText("Title *"), "Ramadan launch");
  await user.type(screen.getByLabelText("Description *"), "Food creators in Riyadh");
  await user.type(screen.getByLabelText("Budget (SAR) *"), budget);
  await user.type(screen.getByLabelText("Number of influencers *"), "5");
  await user.selectOptions(screen.getByLabelText("Target audience category *"), "food");
}

describe("CampaignRequestDialog (SPEC §2)", () => {
  it("keeps Submit disabled until title, description, budget, influencer count and category are filled", async () => {
    const { user } = await open();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText("Title *"), "Ramadan launch");
    await user.type(screen.getByLabelText("Description *"), "Food creators");
    await user.type(screen.getByLabelText("Budget (SAR) *"), "15000");
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText("Number of influencers *"), "5");
    expect(submit()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Target audience category *"), "food");
    // Duration and requirements are optional.
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText("Title *"));
    expect(submit()).toBeDisabled();
  });

  it("offers the 18 categories of SPEC §3 and the 8 durations", async () => {
    await open();
    const categories = screen.getByLabelText("Target audience category *") as HTMLSelectElement;
    expect(categories.options).toHaveLength(19);
    const durations = screen.getByLabelText("Duration") as HTMLSelectElement;
    expect([...durations.options].map((option) => option.value)).toEqual([
      "",
      "1week",
      "2weeks",
      "1month",
      "2months",
      "3months",
      "6months",
      "ongoing",
      "custom",
    ]);
  });

  it("sends the budget as a decimal and the count as an integer, then closes, toasts and resets", async () => {
    const { user, requests } = await open();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText("Duration"), "1month");
    await user.click(submit());

    expect(await screen.findByText("request sent")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/campaign-requests/");
    expect(post?.body).toEqual({
      title: "Ramadan launch",
      description: "Food creators in Riyadh",
      budget: 15000.5,
      influencer_count: 5,
      category: "food",
      duration: "1month",
      requirements: null,
    });

    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByLabelText("Title *")).toHaveValue("");
    expect(submit()).toBeDisabled();
  });

  it("shows the rules for a budget with too many decimals or a zero count without sending", async () => {
    const { user, requests } = await open();
    await fillRequired(user, "10.555");
    await user.clear(screen.getByLabelText("Number of influencers *"));
    await user.type(screen.getByLabelText("Number of influencers *"), "0");
    await user.click(submit());
    expect(await screen.findByText("Budget can have at most two decimals")).toBeInTheDocument();
    expect(screen.getByText("Influencer count must be a whole number greater than 0")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("keeps the form open with its values and toasts 'error' with the server's detail on failure", async () => {
    const { user } = await open(() => jsonResponse(503, { detail: "The team inbox is closed for maintenance" }));
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByText("error")).toBeInTheDocument();
    expect(screen.getByText("The team inbox is closed for maintenance")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Campaign request" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title *")).toHaveValue("Ramadan launch");
  });

  it("falls back to its own message when the server says nothing useful", async () => {
    const { user } = await open(() => new Response("", { status: 500 }));
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByText("The campaign request could not be sent. Please try again.")).toBeInTheDocument();
  });

  it("closes on Cancel", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

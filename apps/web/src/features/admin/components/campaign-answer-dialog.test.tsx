import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { campaignRequest, signInAsAdmin } from "../testing/admin-fixtures";
import { CampaignAnswerDialog } from "./campaign-answer-dialog";

function setup(
  request = campaignRequest(),
  answer: (body: unknown) => Response = (body) => jsonResponse(200, { ...request, ...(body as object) }),
) {
  signInAsAdmin();
  const { requests } = mockFetch(({ method, body }) => (method === "PUT" ? answer(body) : jsonResponse(404, {})));
  let closed = 0;
  renderWithProviders(<CampaignAnswerDialog request={request} onClose={() => (closed += 1)} />);
  return { user: userEvent.setup(), requests, closed: () => closed };
}

describe("CampaignAnswerDialog (SPEC §2 admin view dialog, §5 status required)", () => {
  it("shows the request with its budget in SAR, as an English screen writes it", () => {
    setup();
    const dialog = screen.getByRole("dialog", { name: "Ramadan launch" });
    expect(within(dialog).getByText("Noura Al-Harbi")).toBeInTheDocument();
    expect(within(dialog).getByText(/^SAR\s15,000\.50$/)).toBeInTheDocument();
  });

  it("will not save without a status: a status the admin cannot set starts unchosen", async () => {
    const { user, requests } = setup(campaignRequest({ status: "approved" }));
    expect(screen.getByLabelText("Status *")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please choose a status")).toBeInTheDocument();
    expect(screen.getByLabelText("Status *")).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((request) => request.method === "PUT")).toEqual([]);
  });

  it("refuses the placeholder even after a status was shown", async () => {
    const { user, requests } = setup();
    await user.selectOptions(screen.getByLabelText("Status *"), "");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please choose a status")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("sends status, notes, cost estimate and priority, then toasts and closes", async () => {
    const { user, requests, closed } = setup();
    await user.selectOptions(screen.getByLabelText("Status *"), "in_progress");
    await user.selectOptions(screen.getByLabelText("Priority"), "high");
    await user.type(screen.getByLabelText("Cost estimate (SAR)"), "14250.5");
    expect(screen.getByText(/^SAR\s14,250\.50$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Notes for the customer"), "Shortlisting creators.");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Request updated")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: "PUT",
      url: "/api/campaign-requests/41/",
      body: { status: "in_progress", priority: "high", cost_estimate: 14250.5, admin_notes: "Shortlisting creators." },
    });
    await waitFor(() => expect(closed()).toBe(1));
  });

  it("checks the cost estimate before sending", async () => {
    const { user, requests } = setup();
    await user.type(screen.getByLabelText("Cost estimate (SAR)"), "12.345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Cost estimate must be a number of at least 0 with at most two decimals")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("keeps the dialog open and toasts 'Failed to update data' with the server's message", async () => {
    const { user, closed } = setup(campaignRequest(), () =>
      jsonResponse(403, { detail: "You do not have permission to perform this action." }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to update data")).toBeInTheDocument();
    expect(screen.getByText("You do not have permission to perform this action.")).toBeInTheDocument();
    expect(closed()).toBe(0);
    expect(screen.getByRole("dialog", { name: "Ramadan launch" })).toBeInTheDocument();
  });
});

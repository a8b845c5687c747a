import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { comparisonRequest, signInAsAdmin } from "../testing/admin-fixtures";
import { ComparisonAnswerDialog } from "./comparison-answer-dialog";

describe("ComparisonAnswerDialog", () => {
  it("requires a status, then sends status, the team's answer and results, and leaves the customer's description alone", async () => {
    signInAsAdmin();
    const request = comparisonRequest({ status: "pending" });
    const { requests } = mockFetch(({ body }) => jsonResponse(200, { ...request, ...(body as object) }));
    let closed = false;
    renderWithProviders(<ComparisonAnswerDialog request={request} onClose={() => (closed = true)} />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText("Status *"), "");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please choose a status")).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.selectOptions(screen.getByLabelText("Status *"), "completed");
    // The customer's own words are shown, not offered for editing.
    expect(screen.getByText("Who grows faster?")).toBeInTheDocument();
    expect(screen.queryByDisplayValue("Who grows faster?")).toBeNull();
    await user.type(screen.getByLabelText("Answer to the customer"), "Overlap of two food accounts");
    await user.type(screen.getByLabelText("Results"), "62% shared followers");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(closed).toBe(true));
    expect(requests[0]).toMatchObject({
      method: "PUT",
      url: "/api/comparison-requests/51/",
      body: { status: "completed", team_answer: "Overlap of two food accounts", results: "62% shared followers", admin_notes: null },
    });
    expect(requests[0]?.body).not.toHaveProperty("description");
  });
});

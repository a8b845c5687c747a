import { CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { serverEvents } from "@/testing/server-events";
import { useRequests } from "./get-requests";

function Lists() {
  const campaigns = useRequests<{ id: number; status: string }>(CAMPAIGN_REQUEST_KIND);
  const comparisons = useRequests<{ id: number; status: string }>(COMPARISON_REQUEST_KIND);
  return (
    <output>
      {campaigns.data?.map((request) => `campaign ${request.id} ${request.status}`).join(", ")}
      {" | "}
      {comparisons.data?.map((request) => `comparison ${request.id} ${request.status}`).join(", ")}
    </output>
  );
}

describe("My requests follow the event stream", () => {
  it("reads a list again as soon as an admin changes one of its requests, not 30 seconds later", async () => {
    const stream = serverEvents();
    let campaignStatus = "pending";
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    const { requests } = mockFetch(({ url }) => {
      if (url === "/api/events/ticket/") return stream.ticketResponse();
      if (url === "/api/campaign-requests/") return jsonResponse(200, [{ id: 5, status: campaignStatus }]);
      if (url === "/api/comparison-requests/") return jsonResponse(200, [{ id: 6, status: "pending" }]);
      return jsonResponse(404, {});
    });
    renderWithProviders(<Lists />);
    expect(await screen.findByText("campaign 5 pending | comparison 6 pending")).toBeInTheDocument();
    await waitFor(() => expect(stream.open()).toHaveLength(1));
    stream.send({ type: "ready" });
    const reads = (path: string) => requests.filter((request) => request.url === path).length;
    await waitFor(() => expect(reads("/api/campaign-requests/")).toBeGreaterThanOrEqual(2));
    const comparisonsBefore = reads("/api/comparison-requests/");

    campaignStatus = "in_progress";
    stream.send({ type: "request", kind: "campaign", id: 5, status: "in_progress" });
    expect(await screen.findByText("campaign 5 in_progress | comparison 6 pending", {}, { timeout: 2_000 })).toBeInTheDocument();
    // Only the list of that kind is read again.
    expect(reads("/api/comparison-requests/")).toBe(comparisonsBefore);
  });
});

import type { TMeeting } from "@radar/contract/meetings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { MeetingsView } from "./meetings-view";

// Wednesday 18 November 2026, 10:00 in Riyadh.
const NOW = new Date("2026-11-18T07:00:00Z");

function meeting(id: number, start: string, overrides: Partial<TMeeting> = {}): TMeeting {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return {
    meeting_id: id,
    meeting_date: start,
    duration_minutes: 30,
    notes: null,
    status: "scheduled",
    meeting_url: `https://meet.jit.si/InfluencersRadar-${id}`,
    start_time: start,
    end_time: end,
    booking_status: "pending",
    service_type: "consultation",
    credits_charged: 200,
    free_consultation: false,
    created_at: "2026-11-10T07:00:00.000Z",
    cancelled_at: null,
    ...overrides,
  };
}

const SCHEDULED = meeting(1, "2026-11-22T06:30:00.000Z", { notes: "Ramadan plan", booking_status: "confirmed" });
const COMPLETED = meeting(2, "2026-11-10T06:00:00.000Z", { status: "completed", free_consultation: true, credits_charged: 0 });

function setup(list: () => Response, cancel: (request: RecordedRequest) => Response = () => jsonResponse(500, {})) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    if (request.url === "/api/meetings/") return list();
    if (request.url.startsWith("/api/meetings/available-slots/")) return jsonResponse(200, []);
    if (request.method === "POST" && /\/cancel\/$/.test(request.url)) return cancel(request);
    return jsonResponse(404, { detail: "Not found." });
  });
  const view = renderWithProviders(<MeetingsView />);
  view.queryClient.setQueryData(["subscriptions", "current", TEST_USER.id], activeSubscription({ credits_remaining: 1050 }));
  return { user: userEvent.setup(), requests, queryClient: view.queryClient };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("MeetingsView (SPEC §2)", () => {
  it("shows the booking form and an empty state in each of the three tabs", async () => {
    const { user } = setup(() => jsonResponse(200, []));
    expect(screen.getByRole("heading", { name: "Schedule a consultation" })).toBeInTheDocument();
    expect(await screen.findByText("No scheduled meetings")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schedule consultation" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Completed/ }));
    expect(await screen.findByText("No completed meetings yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Cancelled/ }));
    expect(await screen.findByText("No cancelled meetings")).toBeInTheDocument();
  });

  it("lists a scheduled meeting in Riyadh time with its Join link, and completed ones in their tab", async () => {
    const { user } = setup(() => jsonResponse(200, [SCHEDULED, COMPLETED]));
    const card = await screen.findByRole("region", { name: "Sunday, Nov 22, 2026, 9:30 AM – 10:00 AM" });
    expect(within(card).getByText("Confirmed")).toBeInTheDocument();
    expect(within(card).getByText("Ramadan plan")).toBeInTheDocument();
    expect(within(card).getByText("200.00 credits")).toBeInTheDocument();
    const join = within(card).getByRole("link", { name: "Join" });
    expect(join).toHaveAttribute("href", SCHEDULED.meeting_url);
    expect(join).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("tab", { name: "Scheduled (1)" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Completed (1)" }));
    const done = await screen.findByRole("region", { name: /Tuesday, Nov 10, 2026/ });
    expect(within(done).getByText("Free consultation")).toBeInTheDocument();
    expect(within(done).queryByRole("link", { name: "Join" })).not.toBeInTheDocument();
    expect(within(done).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
  });

  it("cancels after confirmation, toasts meetingCanceled and shows the refund in the top bar's credits", async () => {
    let meetings = [SCHEDULED];
    const { user, requests, queryClient } = setup(
      () => jsonResponse(200, meetings),
      () => {
        meetings = [{ ...SCHEDULED, status: "cancelled", booking_status: "cancelled", cancelled_at: NOW.toISOString() }];
        return jsonResponse(200, { meeting: meetings[0], credits_remaining: 1250, refunded_credits: 200 });
      },
    );
    const card = await screen.findByTestId("meeting-card");
    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this meeting?" });
    expect(within(dialog).getByText(/Sunday, Nov 22, 2026 at 9:30 AM will be cancelled. This cannot be undone./)).toBeInTheDocument();
    expect(within(dialog).getByText("It has not started yet, so its cost is returned to your credits.")).toBeInTheDocument();
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Keep meeting" }));
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Cancel meeting" }));
    expect(await screen.findByText("Meeting cancelled")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.url).toBe("/api/meetings/1/cancel/");
    expect(queryClient.getQueryData<{ credits_remaining: number }>(["subscriptions", "current", TEST_USER.id])?.credits_remaining).toBe(
      1250,
    );
    expect(await screen.findByRole("tab", { name: "Cancelled (1)" })).toBeInTheDocument();
    expect(screen.getByText("No scheduled meetings")).toBeInTheDocument();
  });

  it("shows the server's error, or errorCancelingMeeting, when a cancel fails", async () => {
    let answer = jsonResponse(409, { detail: "Only scheduled meetings can be cancelled" });
    const { user } = setup(
      () => jsonResponse(200, [SCHEDULED]),
      () => answer,
    );
    const card = await screen.findByTestId("meeting-card");
    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Cancel meeting" }));
    expect(await screen.findByText("Only scheduled meetings can be cancelled")).toBeInTheDocument();

    answer = jsonResponse(500, "Internal Server Error");
    await user.click(screen.getByRole("button", { name: "Cancel meeting" }));
    expect(await screen.findByText("Could not cancel the meeting. Please try again.")).toBeInTheDocument();
  });

  it("announces errorLoadingMeetings when the list cannot be loaded", async () => {
    setup(() => jsonResponse(500, { detail: "boom" }));
    await waitFor(() => expect(screen.getAllByText("Could not load your meetings").length).toBeGreaterThanOrEqual(2));
  });
});

import type { TMeeting, TTimeSlot } from "@radar/contract/meetings";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { BookingForm } from "./booking-form";

// Wednesday 18 November 2026, 10:00 in Riyadh. Only Date is faked: timers stay real for the UI.
const NOW = new Date("2026-11-18T07:00:00Z");

function slots(day: string, available: (time: string) => boolean = () => true): TTimeSlot[] {
  return ["09:00", "09:30", "10:00", "10:30"].map((time) => {
    const start = new Date(`${day}T${time}:00+03:00`);
    return {
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
      is_available: available(time),
    };
  });
}

const MEETING: TMeeting = {
  meeting_id: 41,
  meeting_date: "2026-11-22T06:30:00.000Z",
  duration_minutes: 30,
  notes: "Ramadan plan",
  status: "scheduled",
  meeting_url: "https://meet.jit.si/InfluencersRadar-abc",
  start_time: "2026-11-22T06:30:00.000Z",
  end_time: "2026-11-22T07:00:00.000Z",
  booking_status: "pending",
  service_type: "consultation",
  credits_charged: 200,
  free_consultation: false,
  created_at: "2026-11-18T07:00:00.000Z",
  cancelled_at: null,
};

type Respond = (request: RecordedRequest) => Response | undefined;

function setup(respond: Respond = () => undefined) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch((request) => {
    const custom = respond(request);
    if (custom) return custom;
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === "/api/meetings/available-slots/") {
      const day = url.searchParams.get("date") ?? "";
      return jsonResponse(200, day === "2026-11-20" ? [] : slots(day, (time) => time !== "09:00"));
    }
    if (url.pathname === "/api/meetings/create/") {
      return jsonResponse(201, { meeting: MEETING, credits_remaining: 1050, credits_charged: 200, free_consultation: false });
    }
    return jsonResponse(404, { detail: "Not found." });
  });
  const onBooked = vi.fn();
  const view = renderWithProviders(<BookingForm onBooked={onBooked} />);
  view.queryClient.setQueryData(["subscriptions", "current", TEST_USER.id], activeSubscription({ credits_remaining: 1250 }));
  return { user: userEvent.setup(), requests, onBooked, queryClient: view.queryClient };
}

const day = (name: RegExp) => screen.getByRole("button", { name });
const save = () => screen.getByRole("button", { name: "Save date" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("BookingForm (SPEC §2, §4, §5)", () => {
  it("disables past days and days beyond the booking horizon", async () => {
    setup();
    expect(day(/November 17th, 2026/)).toBeDisabled();
    expect(day(/November 18th, 2026/)).toBeEnabled();
    expect(day(/November 22nd, 2026/)).toBeEnabled();
    // The calendar cannot go back before this month.
    expect(screen.getByRole("button", { name: /previous month/i })).toHaveAttribute("aria-disabled", "true");
  });

  it("asks for a date, then a time slot, before Save date goes on", async () => {
    const { user } = setup();
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent("Please select a date");
    await user.click(day(/November 22nd, 2026/));
    await screen.findByRole("radio", { name: "9:30 AM" });
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a time slot");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the day's slots in Riyadh time with unavailable ones disabled, and clears the slot when the date changes", async () => {
    const { user, requests } = setup();
    await user.click(day(/November 22nd, 2026/));
    expect(await screen.findByRole("heading", { name: "Available times on Sunday, Nov 22, 2026" })).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/meetings/available-slots/?date=2026-11-22")).toBe(true);
    expect(screen.getByRole("radio", { name: "9:00 AM, not available" })).toBeDisabled();
    const slot = screen.getByRole("radio", { name: "9:30 AM" });
    await user.click(slot);
    expect(slot).toHaveAttribute("aria-checked", "true");

    await user.click(day(/November 23rd, 2026/));
    const sameTime = await screen.findByRole("radio", { name: "9:30 AM" });
    expect(sameTime).toHaveAttribute("aria-checked", "false");
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a time slot");
  });

  it("says noAvailableSlots for a day without free slots", async () => {
    const { user } = setup();
    await user.click(day(/November 20th, 2026/));
    expect(await screen.findByText("No available time slots for this date. Please choose another day.")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("confirms in a dialog, sends the slot's start and length with trimmed notes, then clears the form and updates the credits", async () => {
    const { user, requests, onBooked, queryClient } = setup();
    await user.click(day(/November 22nd, 2026/));
    await user.click(await screen.findByRole("radio", { name: "9:30 AM" }));
    await user.type(screen.getByLabelText("Notes (optional)"), "  Ramadan plan  ");
    await user.click(save());

    const dialog = await screen.findByRole("dialog", { name: "Confirm your consultation" });
    expect(within(dialog).getByText("Sunday, Nov 22, 2026")).toBeInTheDocument();
    expect(within(dialog).getByText("9:30 AM – 10:00 AM")).toBeInTheDocument();
    expect(within(dialog).getByText("30 minutes")).toBeInTheDocument();
    expect(within(dialog).getByText("Ramadan plan")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm booking" }));

    expect(await screen.findByText("Meeting scheduled successfully")).toBeInTheDocument();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/meetings/create/");
    expect(post?.body).toEqual({ meeting_date: "2026-11-22T06:30:00.000Z", duration_minutes: 30, notes: "Ramadan plan" });
    expect(onBooked).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Notes (optional)")).toHaveValue("");
    expect(queryClient.getQueryData<{ credits_remaining: number }>(["subscriptions", "current", TEST_USER.id])?.credits_remaining).toBe(
      1050,
    );
  });

  it("leaves empty notes out", async () => {
    const { user, requests } = setup();
    await user.click(day(/November 22nd, 2026/));
    await user.click(await screen.findByRole("radio", { name: "10:00 AM" }));
    await user.type(screen.getByLabelText("Notes (optional)"), "   ");
    await user.click(save());
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    await screen.findByText("Meeting scheduled successfully");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      meeting_date: "2026-11-22T07:00:00.000Z",
      duration_minutes: 30,
    });
  });

  it("shows the server's clash message in a destructive toast and keeps the form", async () => {
    const { user, onBooked } = setup((request) =>
      request.method === "POST"
        ? jsonResponse(400, { non_field_errors: ["There is already a meeting scheduled at this time"], code: "meeting_overlap" })
        : undefined,
    );
    await user.click(day(/November 22nd, 2026/));
    await user.click(await screen.findByRole("radio", { name: "9:30 AM" }));
    await user.click(save());
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByText("There is already a meeting scheduled at this time")).toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save date" })).toBeInTheDocument();
  });

  it("falls back to errorSchedulingMeeting, and translates known server details", async () => {
    let status = 500;
    const { user } = setup((request) =>
      request.method === "POST" ? jsonResponse(status, status === 402 ? { detail: "Insufficient credits" } : "oops") : undefined,
    );
    await user.click(day(/November 22nd, 2026/));
    await user.click(await screen.findByRole("radio", { name: "9:30 AM" }));
    await user.click(save());
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByText("Could not schedule the meeting. Please try again.")).toBeInTheDocument();

    status = 402;
    await user.click(await screen.findByRole("radio", { name: "9:30 AM" }));
    await user.click(save());
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByText("Insufficient credits: you do not have enough credits for this consultation")).toBeInTheDocument();
  });

  it("starts the week on Saturday with Arabic month and day names in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    setup();
    expect(screen.getByText("نوفمبر 2026")).toBeInTheDocument();
    // The weekday row is aria-hidden (each day button names its weekday), so it is read from the DOM.
    const headers = [...document.querySelectorAll("thead th")].map((header) => header.getAttribute("aria-label"));
    expect(headers[0]).toBe("السبت");
    expect(headers[6]).toBe("الجمعة");
    expect(screen.getByRole("button", { name: "حفظ الموعد" })).toBeInTheDocument();
    expect(document.querySelector(".rdp-root")).toHaveAttribute("dir", "rtl");
  });
});

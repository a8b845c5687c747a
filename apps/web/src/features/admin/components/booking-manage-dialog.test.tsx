import type { TBooking, TBookingMessage } from "@radar/contract/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { booking, signInAsAdmin } from "../testing/admin-fixtures";
import { BookingManageDialog } from "./booking-manage-dialog";

type Overrides = { put?: (request: RecordedRequest) => Response; del?: () => Response; load?: () => Response };

function setup(initial: TBooking = booking(), overrides: Overrides = {}) {
  signInAsAdmin();
  let current = initial;
  const thread: TBookingMessage[] = [];
  const { requests } = mockFetch((request) => {
    const { url, method, body } = request;
    if (method === "GET" && url.startsWith("/api/admin/tables/bookings/?"))
      return overrides.load?.() ?? jsonResponse(200, { count: 1, results: [current] });
    if (method === "PUT" && url === `/api/admin/tables/bookings/${initial.id}/`) {
      if (overrides.put) return overrides.put(request);
      const patch = body as { status?: TBooking["status"]; notes?: string | null };
      current = {
        ...current,
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes || null } : {}),
      };
      return jsonResponse(200, current);
    }
    if (method === "DELETE") return overrides.del?.() ?? new Response(null, { status: 204 });
    if (url === `/api/admin/bookings/${initial.id}/messages/` && method === "GET") return jsonResponse(200, thread);
    if (url === `/api/admin/bookings/${initial.id}/messages/` && method === "POST") {
      const message = {
        id: thread.length + 1,
        booking_id: initial.id,
        to: initial.email,
        ...(body as { subject: string; body: string }),
        author: { id: 1, name: "Radar Admin" },
        created_at: "2031-02-02T10:00:00Z",
      };
      thread.push(message);
      return jsonResponse(201, message);
    }
    return jsonResponse(404, { detail: "Not found." });
  });
  let closed = 0;
  renderWithProviders(<BookingManageDialog bookingId={initial.id} onClose={() => (closed += 1)} />);
  return { user: userEvent.setup(), requests, closed: () => closed };
}

const sent = (requests: RecordedRequest[], method: string) => requests.filter((request) => request.method === method);

describe("BookingManageDialog (SPEC §2 manage dialog)", () => {
  it("shows the booking's details: customer, phone, service, date and time in Riyadh, status", async () => {
    setup();
    const dialog = await screen.findByRole("dialog", { name: "Manage booking" });
    await within(dialog).findByText("+966500000001");
    expect(within(dialog).getByText("Noura Al-Harbi · noura@brand.sa")).toBeInTheDocument();
    expect(within(dialog).getByText("Consultation")).toBeInTheDocument();
    expect(within(dialog).getByText("Mar 01, 2031")).toBeInTheDocument();
    expect(within(dialog).getByText("10:00")).toBeInTheDocument();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
    expect(within(dialog).getByText("About our Ramadan campaign")).toBeInTheDocument();
  });

  it("confirms the booking and toasts 'Booking updated successfully'", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByText("Booking updated successfully")).toBeInTheDocument();
    expect(sent(requests, "PUT")[0]?.body).toEqual({ status: "confirmed" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm booking" })).toBeDisabled());
  });

  it("cancels only after a confirmation", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel this booking?" });
    expect(sent(requests, "PUT")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("Booking updated successfully")).toBeInTheDocument();
    expect(sent(requests, "PUT")[0]?.body).toEqual({ status: "cancelled" });
  });

  it("saves the admin's notes", async () => {
    const { user, requests } = setup();
    const notes = await screen.findByLabelText("Admin notes");
    expect(screen.getByRole("button", { name: "Save notes" })).toBeDisabled();
    await user.type(notes, "Call the day before");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Booking updated successfully")).toBeInTheDocument();
    expect(sent(requests, "PUT")[0]?.body).toEqual({ notes: "Call the day before" });
  });

  it("asks SPEC §8's question before deleting, then deletes, toasts and closes", async () => {
    const { user, requests, closed } = setup();
    await user.click(await screen.findByRole("button", { name: "Delete booking" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Are you sure you want to delete this booking? This action cannot be undone.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Go back" }));
    expect(sent(requests, "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete booking" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete booking" }));
    expect(await screen.findByText("Booking deleted successfully")).toBeInTheDocument();
    expect(sent(requests, "DELETE")[0]?.url).toBe("/api/admin/tables/bookings/7/");
    await waitFor(() => expect(closed()).toBe(1));
  });

  it("toasts SPEC §8's failures with the server's reason", async () => {
    const { user } = setup(booking(), {
      put: () => jsonResponse(409, { detail: "This booking is cancelled and can no longer be changed" }),
      del: () => jsonResponse(500, { detail: "An unexpected error occurred" }),
    });
    await user.click(await screen.findByRole("button", { name: "Confirm booking" }));
    expect(await screen.findByText("Failed to update booking")).toBeInTheDocument();
    expect(screen.getByText("This booking is cancelled and can no longer be changed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete booking" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete booking" }));
    expect(await screen.findByText("Failed to delete booking")).toBeInTheDocument();
  });

  it("offers no confirm or cancel on a cancelled booking", async () => {
    setup(booking({ status: "cancelled", meeting_status: "cancelled" }));
    expect(await screen.findByRole("button", { name: "Confirm booking" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeDisabled();
  });

  it("says 'Failed to load booking details' when the booking cannot be read", async () => {
    setup(booking(), { load: () => jsonResponse(500, { detail: "An unexpected error occurred" }) });
    expect(await screen.findByText("Failed to load booking details")).toBeInTheDocument();
  });

  it("e-mails the customer from the communication tab and shows the thread", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("tab", { name: "Communication" }));
    expect(await screen.findByText("No messages yet. Write the first one below.")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("Your consultation on Mar 01, 2031");

    await user.clear(screen.getByLabelText("Subject"));
    await user.click(screen.getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByText("Please enter a subject")).toBeInTheDocument();
    expect(screen.getByText("Please enter a message")).toBeInTheDocument();
    expect(sent(requests, "POST")).toEqual([]);

    await user.type(screen.getByLabelText("Subject"), "Your consultation");
    await user.type(screen.getByLabelText("Message"), "Please bring your media kit.");
    await user.click(screen.getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByText("E-mail sent to the customer")).toBeInTheDocument();
    expect(sent(requests, "POST")[0]?.body).toEqual({ subject: "Your consultation", body: "Please bring your media kit." });
    const message = await screen.findByTestId("booking-message");
    expect(within(message).getByText("Please bring your media kit.")).toBeInTheDocument();
    expect(within(message).getByText("Radar Admin to noura@brand.sa")).toBeInTheDocument();
  });
});

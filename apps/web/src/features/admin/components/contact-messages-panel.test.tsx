import type { TContactMessage } from "@radar/contract/contact";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { signInAsAdmin } from "../testing/admin-fixtures";
import { ContactMessagesPanel } from "./contact-messages-panel";

const MESSAGE: TContactMessage = {
  id: 4,
  topic: "enterprise",
  name: "Noura Al-Saud",
  company: "Nakheel Brands",
  email: "noura@nakheel.sa",
  phone: "+966 50 123 4567",
  message: "We need ten team seats\nand invoicing.",
  user_id: null,
  created_at: "2026-11-24T06:00:00Z",
  handled_at: null,
};

function setup() {
  signInAsAdmin();
  let messages = [MESSAGE];
  const { requests } = mockFetch((request) => {
    const url = new URL(request.url, "http://radar.test");
    if (request.method === "GET" && url.pathname === "/api/admin/contact-messages/") {
      const status = url.searchParams.get("status");
      const shown = messages.filter((message) => status === "all" || (status === "handled") === (message.handled_at !== null));
      return jsonResponse(200, { count: shown.length, results: shown });
    }
    if (request.method === "PATCH" && url.pathname === "/api/admin/contact-messages/4/") {
      const handled = (request.body as { handled: boolean }).handled;
      messages = messages.map((message) => ({ ...message, handled_at: handled ? "2026-11-24T07:00:00Z" : null }));
      return jsonResponse(200, messages[0]);
    }
    return jsonResponse(404, {});
  });
  renderWithProviders(<ContactMessagesPanel />);
  return { user: userEvent.setup(), requests };
}

describe("ContactMessagesPanel", () => {
  it("lists open contact requests with company, topic, sender, message, e-mail and phone", async () => {
    const { requests } = setup();
    const item = await screen.findByTestId("admin-contact-message");
    expect(within(item).getByText("Nakheel Brands")).toBeInTheDocument();
    expect(within(item).getByText("Enterprise")).toBeInTheDocument();
    expect(within(item).getByText(/We need ten team seats/)).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "noura@nakheel.sa" })).toHaveAttribute("href", "mailto:noura@nakheel.sa");
    expect(within(item).getByRole("link", { name: "+966 50 123 4567" })).toHaveAttribute("href", "tel:+966501234567");
    expect(requests[0]?.url).toBe("/api/admin/contact-messages/?status=open&offset=0&limit=20");
  });

  it("marks a request handled, which takes it off the open list and onto the handled one", async () => {
    const { user, requests } = setup();
    const item = await screen.findByTestId("admin-contact-message");
    await user.click(within(item).getByRole("button", { name: "Mark handled" }));
    expect(await screen.findByText("No contact requests here.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")).toMatchObject({ body: { handled: true } });
    await user.selectOptions(screen.getByLabelText("Status"), "handled");
    const handled = await screen.findByTestId("admin-contact-message");
    await waitFor(() => expect(within(handled).getByRole("button", { name: "Reopen" })).toBeInTheDocument());
  });
});

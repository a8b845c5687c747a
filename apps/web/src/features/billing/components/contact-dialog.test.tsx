import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { ContactDialog } from "./contact-dialog";

/** One paste per field rather than a keystroke per character: the form re-validates on every input. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function setup(answer: (request: RecordedRequest) => Response = () => jsonResponse(201, { id: 1, created_at: "2026-11-24T06:00:00Z" })) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const fetch = mockFetch(answer);
  const onClose = vi.fn();
  renderWithProviders(<ContactDialog topic="enterprise" onClose={onClose} />);
  return { user: userEvent.setup(), onClose, ...fetch };
}

describe("ContactDialog", () => {
  it("is pre-filled from the signed-in user and sends name, company, e-mail, optional phone and message", async () => {
    const { user, requests, onClose } = setup();
    expect(screen.getByRole("dialog", { name: "Contact sales" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Sara Al-Qahtani");
    expect(screen.getByLabelText("Email")).toHaveValue("sara@brand.sa");
    await fill(user, "Company", "Nakheel Brands");
    await fill(user, "Message", "We need ten team seats and invoicing.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByText("Thank you, your message has been sent.")).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: "/api/contact-messages/",
      method: "POST",
      body: {
        topic: "enterprise",
        name: "Sara Al-Qahtani",
        company: "Nakheel Brands",
        email: "sara@brand.sa",
        phone: null,
        message: "We need ten team seats and invoicing.",
      },
    });
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the contract's messages under empty or malformed fields and sends nothing", async () => {
    const { user, requests } = setup();
    await user.clear(screen.getByLabelText("Your name"));
    await fill(user, "Phone", "call me");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Company is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a phone number with digits only (and +, spaces, dashes)")).toBeInTheDocument();
    expect(screen.getByText("Tell us a little more (at least 10 characters)")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("tells the sender when the server refuses: a field's message under it, a 429 as a toast", async () => {
    let status = 400;
    const { user } = setup(() =>
      status === 400
        ? jsonResponse(400, { company: ["Company is required"] })
        : jsonResponse(429, { detail: "You have sent several messages already. Please wait a little before sending another." }),
    );
    await fill(user, "Company", "Nakheel Brands");
    await fill(user, "Message", "We need ten team seats and invoicing.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Company is required")).toBeInTheDocument();
    status = 429;
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Your message could not be sent")).toBeInTheDocument();
    expect(screen.getByText("You have sent several messages already. Please wait a little before sending another.")).toBeInTheDocument();
    expect(screen.queryByText("Thank you, your message has been sent.")).not.toBeInTheDocument();
  });
});

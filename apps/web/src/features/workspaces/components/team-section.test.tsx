import type { TWorkspace } from "@radar/contract/workspaces";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { TeamSection } from "./team-section";

const OWNER = {
  user_id: 7,
  email: "sara@brand.sa",
  first_name: "Sara",
  last_name: "Al-Qahtani",
  role: "owner",
  joined_at: "2026-10-01T08:00:00.000Z",
} as const;
const OMAR = {
  user_id: 8,
  email: "omar@brand.sa",
  first_name: "Omar",
  last_name: "Haddad",
  role: "member",
  joined_at: "2026-11-20T08:00:00.000Z",
} as const;

function workspace(overrides: Partial<TWorkspace> = {}): TWorkspace {
  return {
    id: "11",
    name: "Nakhla Agency",
    role: "owner",
    seats: 5,
    seats_used: 3,
    members: [OWNER, OMAR],
    invitations: [
      {
        id: "4",
        email: "reem@brand.sa",
        role: "admin",
        language: "ar",
        invited_by: "Sara Al-Qahtani",
        expires_at: "2026-12-04T08:00:00.000Z",
        created_at: "2026-11-27T08:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

function setup(current: TWorkspace, answers: Record<string, () => Response> = {}) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const { requests } = mockFetch(({ url, method }) => {
    const answer = answers[`${method} ${url}`];
    if (answer) return answer();
    if (url === "/api/workspaces/current/" && method === "GET") return jsonResponse(200, current);
    if (url === "/api/workspaces/") return jsonResponse(200, { workspaces: [] });
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(<TeamSection />);
  return { requests, user: userEvent.setup() };
}

describe("Settings → Team", { timeout: 60_000 }, () => {
  it("lists members with role and joined date, open invitations, and the seats", async () => {
    setup(workspace());
    const rows = await screen.findAllByTestId("team-member");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("You")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Owner")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Joined Nov 20, 2026")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByLabelText("Role of Omar Haddad")).toHaveValue("member");
    const invitation = screen.getByTestId("team-invitation");
    expect(within(invitation).getByText("reem@brand.sa")).toBeInTheDocument();
    expect(within(invitation).getByText("Admin · invited by Sara Al-Qahtani · expires Dec 04, 2026")).toBeInTheDocument();
    expect(screen.getByTestId("team-seats")).toHaveTextContent("3 of 5 seats used");
    // The only owner cannot leave: the button says why instead of failing.
    expect(screen.getByRole("button", { name: "Leave workspace" })).toBeDisabled();
    expect(screen.getByText(/You are the only owner/)).toBeInTheDocument();
  });

  it("invites with address, role and the e-mail's language", async () => {
    const { requests, user } = setup(workspace(), {
      "POST /api/workspaces/current/invitations/": () => jsonResponse(201, workspace({ seats_used: 4 })),
    });
    await user.type(await screen.findByLabelText("E-mail address"), "layla@brand.sa");
    await user.selectOptions(screen.getByLabelText("Role"), "admin");
    await user.selectOptions(screen.getByLabelText("Language of the e-mail"), "ar");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent to layla@brand.sa")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ email: "layla@brand.sa", role: "admin", language: "ar" });
    expect(screen.getByTestId("team-seats")).toHaveTextContent("4 of 5 seats used");
  });

  it("shows the API's seats refusal, recognised by its code, with the way to a bigger plan", async () => {
    const { user } = setup(workspace(), {
      // A sentence the screen must not depend on: only `code` counts.
      "POST /api/workspaces/current/invitations/": () => jsonResponse(403, { detail: "any wording", code: "seats_full" }),
    });
    expect(screen.queryByTestId("team-seats-full")).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText("E-mail address"), "layla@brand.sa");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    const alert = await screen.findByTestId("team-seats-full");
    expect(alert).toHaveTextContent("All seats of your plan are taken");
    expect(within(alert).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscriptions");
  });

  it("transfers ownership after a confirmation", async () => {
    const { requests, user } = setup(workspace(), {
      "POST /api/workspaces/current/transfer/": () =>
        jsonResponse(
          200,
          workspace({
            role: "admin",
            members: [
              { ...OWNER, role: "admin" },
              { ...OMAR, role: "owner" },
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Actions for Omar Haddad" }));
    await user.click(await screen.findByRole("menuitem", { name: "Transfer ownership" }));
    const dialog = await screen.findByRole("dialog", { name: "Make Omar Haddad the owner?" });
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    expect(await screen.findByText("Omar Haddad is now the owner")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")).toMatchObject({ url: "/api/workspaces/current/transfer/", body: { user_id: 8 } });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Actions for Omar Haddad" })).not.toBeInTheDocument());
  });

  it("changes a role and explains the last-owner refusal by its code", async () => {
    const two = workspace({ members: [OWNER, { ...OMAR, role: "owner" }] });
    const { requests, user } = setup(two, {
      "PUT /api/workspaces/current/members/8/": () => jsonResponse(409, { detail: "whatever", code: "last_owner" }),
    });
    await user.selectOptions(await screen.findByLabelText("Role of Omar Haddad"), "member");
    expect(await screen.findByText("A workspace needs an owner: make another member owner first.")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ role: "member" });
  });

  it("a member sees the team but neither the invitation form nor the controls, in Arabic too", async () => {
    await i18n.changeLanguage("ar");
    setup(
      workspace({
        role: "member",
        members: [
          { ...OWNER, user_id: 3 },
          { ...OMAR, user_id: 7 },
        ],
        invitations: [],
      }),
    );
    expect(await screen.findByTestId("team-workspace-name")).toHaveTextContent("Nakhla Agency");
    expect(screen.getByText("دورك: عضو")).toBeInTheDocument();
    expect(screen.queryByLabelText("البريد الإلكتروني")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "مغادرة مساحة العمل" })).toBeEnabled();
  });
});

import type { TInvitationPreview, TWorkspace } from "@radar/contract/workspaces";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { pendingInvitationPath } from "../utils/pending-invitation";
import { InvitationView } from "./invitation-view";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz012345";
const preview = (overrides: Partial<TInvitationPreview> = {}): TInvitationPreview => ({
  workspace_name: "Nakhla Agency",
  email: "sara@brand.sa",
  role: "member",
  invited_by: "Omar Haddad",
  expires_at: "2026-12-04T08:00:00.000Z",
  state: "open",
  ...overrides,
});
const JOINED: TWorkspace = { id: "11", name: "Nakhla Agency", role: "member", seats: 5, seats_used: 2, members: [], invitations: [] };

function setup(answer: () => Response, accept: () => Response = () => jsonResponse(200, JOINED)) {
  const { requests } = mockFetch(({ url, method }) => {
    if (url === `/api/workspaces/invitations/${TOKEN}/` && method === "GET") return answer();
    if (url === "/api/workspaces/invitations/accept/" && method === "POST") return accept();
    return jsonResponse(404, { detail: "Not found." });
  });
  const onSignOut = vi.fn();
  renderWithProviders(<InvitationView token={TOKEN} onSignOut={onSignOut} />, { route: `/invitations/${TOKEN}` });
  return { requests, onSignOut, user: userEvent.setup() };
}

const signIn = (email: string = TEST_USER.email) => saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER, email });

describe("the invitation page", { timeout: 60_000 }, () => {
  it("shows a signed-out visitor what it invites to and sends them to sign in, remembering the link", async () => {
    const { requests, user } = setup(() => jsonResponse(200, preview()));
    expect(await screen.findByRole("heading", { name: "Join Nakhla Agency" })).toBeInTheDocument();
    expect(
      screen.getByText("Omar Haddad invited you to the workspace “Nakhla Agency” on Influencers Radar as Member."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("invitation-email")).toHaveTextContent("sara@brand.sa");
    // Read without a token.
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/signup");
    expect(pendingInvitationPath()).toBe(`/invitations/${TOKEN}`);
  });

  it("accepts for the signed-in invitee and goes to the team's dashboard", async () => {
    signIn();
    const { requests, user } = setup(() => jsonResponse(200, preview()));
    await user.click(await screen.findByRole("button", { name: "Accept and join" }));
    expect(await screen.findByText("You joined Nakhla Agency")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
  });

  it("tells someone signed in with another address to switch accounts instead of offering to accept", async () => {
    signIn("someone.else@brand.sa");
    const { onSignOut, user } = setup(() => jsonResponse(200, preview()));
    expect(await screen.findByText(/You are signed in as someone.else@brand.sa/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept and join" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it.each([
    ["expired", () => jsonResponse(200, preview({ state: "expired" })), "This invitation has expired"],
    ["used", () => jsonResponse(200, preview({ state: "used" })), "This invitation has already been used"],
    ["revoked", () => jsonResponse(404, { detail: "Invitation not found" }), "This invitation is not valid"],
  ])("says clearly when the link is %s", async (_kind, answer, title) => {
    setup(answer);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Accept|Sign in/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
  });

  it("explains an accept refused because the link was used meanwhile (by its code)", async () => {
    signIn();
    const { user } = setup(
      () => jsonResponse(200, preview()),
      () => jsonResponse(409, { detail: "different words", code: "invitation_used" }),
    );
    await user.click(await screen.findByRole("button", { name: "Accept and join" }));
    expect(await screen.findByRole("heading", { name: "This invitation has already been used" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});

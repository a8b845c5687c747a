import type { TWorkspaceSummary } from "@radar/contract/workspaces";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { api } from "@/lib/api-client";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { WorkspaceSwitcher } from "./workspace-switcher";

const PERSONAL: TWorkspaceSummary = { id: "3", name: "Sara's workspace", role: "owner", members: 1, current: true };
const AGENCY: TWorkspaceSummary = { id: "11", name: "Nakhla Agency", role: "member", members: 4, current: false };

/** Stands for any screen of workspace data (lists, profiles, credits): it shows what the server answers now. */
function ListsProbe() {
  const lists = useQuery({ queryKey: ["lists"], queryFn: () => api.get<{ name: string }[]>("/lists/") });
  return <p data-testid="lists">{lists.data?.map((list) => list.name).join(", ")}</p>;
}

function setup(workspaces: TWorkspaceSummary[], route = "/lists") {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  let current = workspaces.find((workspace) => workspace.current)?.id;
  const { requests } = mockFetch(({ url, method, body }) => {
    if (url === "/api/workspaces/" && method === "GET")
      return jsonResponse(200, { workspaces: workspaces.map((workspace) => ({ ...workspace, current: workspace.id === current })) });
    if (url === "/api/workspaces/current/switch/" && method === "PUT") {
      current = (body as { workspace_id: string }).workspace_id;
      return jsonResponse(200, { id: current, name: "", role: "member", seats: 5, seats_used: 4, members: [], invitations: [] });
    }
    if (url === "/api/lists/") return jsonResponse(200, [{ name: current === "11" ? "Team shortlist" : "My own list" }]);
    return jsonResponse(404, { detail: "Not found." });
  });
  renderWithProviders(
    <>
      <WorkspaceSwitcher />
      <ListsProbe />
    </>,
    { route },
  );
  return { requests, user: userEvent.setup() };
}

describe("the top bar's workspace switcher", { timeout: 60_000 }, () => {
  it("shows the name of the only workspace, with nothing to switch", async () => {
    setup([PERSONAL]);
    expect(await screen.findByTestId("workspace-name")).toHaveTextContent("Sara's workspace");
    expect(screen.queryByRole("button", { name: /Workspace:/ })).not.toBeInTheDocument();
  });

  it("switches through the API and refetches everything shown, so the new workspace's data appears", async () => {
    const { requests, user } = setup([PERSONAL, AGENCY]);
    await waitFor(() => expect(screen.getByTestId("lists")).toHaveTextContent("My own list"));
    await user.click(screen.getByRole("button", { name: "Workspace: Sara's workspace" }));
    expect(screen.getByText("Member · 4 members")).toBeInTheDocument();
    await user.click(screen.getByRole("menuitemradio", { name: /Nakhla Agency/ }));
    expect(await screen.findByText("You are now working in Nakhla Agency")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ workspace_id: "11" });
    await waitFor(() => expect(screen.getByTestId("lists")).toHaveTextContent("Team shortlist"));
    expect(await screen.findByRole("button", { name: "Workspace: Nakhla Agency" })).toBeInTheDocument();
    // A section page stays where it is.
    expect(screen.getByTestId("location")).toHaveTextContent("/lists");
  });

  it("leaves a page of one item of the old workspace for the dashboard", async () => {
    const { user } = setup([PERSONAL, AGENCY], "/lists/42");
    await user.click(await screen.findByRole("button", { name: "Workspace: Sara's workspace" }));
    await user.click(screen.getByRole("menuitemradio", { name: /Nakhla Agency/ }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ACTIVE_PROFILE_STORAGE_KEY } from "@/lib/active-profile";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { socialProfile } from "../testing-profiles";
import { ActiveProfileChip } from "./active-profile-chip";
import { ProfilesList } from "./profiles-list";

const FIRST = socialProfile({ id: 11, username: "first.account", name: "First" });
const SECOND = socialProfile({ id: 12, username: "second.account", name: "Second", platform: "youtube" });

function setup(profiles = [FIRST, SECOND]) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  let list = profiles;
  mockFetch((request) => {
    if (request.method === "DELETE") {
      list = list.filter((profile) => !request.url.endsWith(`/${profile.id}/`));
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(200, { success: true, profiles: list });
  });
  const view = renderWithProviders(
    <>
      <ActiveProfileChip />
      <ProfilesList />
    </>,
  );
  return { user: userEvent.setup(), ...view };
}

const stored = () => localStorage.getItem(ACTIVE_PROFILE_STORAGE_KEY);

describe("ActiveProfileChip (SPEC §4 active profile)", () => {
  it("invites adding a profile when there is none", async () => {
    setup([]);
    expect(await screen.findByRole("link", { name: "Active profile: No profile" })).toHaveAttribute("href", "/profiles/new");
    expect(stored()).toBeNull();
  });

  it("chooses the first profile automatically and remembers it", async () => {
    setup();
    expect(await screen.findByRole("button", { name: "Active profile: @first.account" })).toBeInTheDocument();
    expect(stored()).toBe("11");
  });

  it("keeps the chosen profile across reloads, and ignores a stored id that is not one of the profiles", async () => {
    localStorage.setItem(ACTIVE_PROFILE_STORAGE_KEY, "12");
    const first = setup();
    expect(await screen.findByRole("button", { name: "Active profile: @second.account" })).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(ACTIVE_PROFILE_STORAGE_KEY, "999");
    setup();
    expect(await screen.findByRole("button", { name: "Active profile: @first.account" })).toBeInTheDocument();
    expect(stored()).toBe("11");
  });

  it("switches profile from its menu", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Active profile: @first.account" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "@second.account" }));
    expect(await screen.findByRole("button", { name: "Active profile: @second.account" })).toBeInTheDocument();
    expect(stored()).toBe("12");
  });

  it("clears the choice when the active profile is deleted, and the next one takes over", async () => {
    const { user } = setup();
    await screen.findByRole("button", { name: "Active profile: @first.account" });
    await user.click(await screen.findByRole("button", { name: "Actions for First" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete profile" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("button", { name: "Active profile: @second.account" })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toBe("12"));
  });
});

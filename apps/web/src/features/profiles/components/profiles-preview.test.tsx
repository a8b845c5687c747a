import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { socialProfile } from "../testing-profiles";
import { ProfilesPreview } from "./profiles-preview";

function setup(count: number) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const profiles = Array.from({ length: count }, (_, i) => socialProfile({ id: i + 1, name: `Profile ${i + 1}`, username: `p${i + 1}` }));
  mockFetch(() => jsonResponse(200, { success: true, profiles }));
  renderWithProviders(<ProfilesPreview />);
}

describe("ProfilesPreview (SPEC §2, §9: the dashboard shows 3 profiles)", () => {
  it("shows the first 3 profiles and 'View all (n)' when there are more", async () => {
    setup(5);
    expect(await screen.findAllByTestId("profile-card")).toHaveLength(3);
    expect(screen.getByRole("link", { name: /View all \(5\)/ })).toHaveAttribute("href", "/profiles");
    expect(screen.getByRole("link", { name: /Add new profile/ })).toBeInTheDocument();
  });

  it("has no 'View all' link with 3 profiles or fewer", async () => {
    setup(3);
    expect(await screen.findAllByTestId("profile-card")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: /View all/ })).not.toBeInTheDocument();
  });

  it("invites adding a first profile when there is none", async () => {
    setup(0);
    expect(await screen.findByRole("heading", { name: "Add your first profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your first profile" })).toHaveAttribute("href", "/profiles/new");
  });
});

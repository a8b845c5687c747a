import type { TUserProfile } from "@radar/contract/users";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getStoredUser, saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { ProfileForm } from "./profile-form";

const profile: TUserProfile = {
  id: 7,
  first_name: "Sara",
  last_name: "Al-Qahtani",
  username: "sara",
  email: "sara@brand.sa",
  is_email_verified: true,
  avatar_url: null,
  language: "en",
};

function setup(overrides: Partial<TUserProfile> = {}) {
  renderWithProviders(<ProfileForm profile={{ ...profile, ...overrides }} />);
  return userEvent.setup();
}

const save = () => screen.getByRole("button", { name: "Save changes" });

describe("ProfileForm", () => {
  it("keeps Save disabled until something changes, and again when the change is undone", async () => {
    mockFetch(() => jsonResponse(500));
    const user = setup();

    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText("First name"), "h");
    expect(save()).toBeEnabled();
    await user.type(screen.getByLabelText("First name"), "{Backspace}");
    expect(save()).toBeDisabled();
  });

  it("shows the email read-only with its verification badge", () => {
    mockFetch(() => jsonResponse(500));
    setup();

    expect(screen.getByLabelText("Email")).toHaveValue("sara@brand.sa");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByText("Verified")).toBeInTheDocument();
  });

  it("marks an unverified email", () => {
    mockFetch(() => jsonResponse(500));
    setup({ is_email_verified: false });
    expect(screen.getByText("Not Verified")).toBeInTheDocument();
  });

  it("shows the length and character rules of SPEC §5", async () => {
    mockFetch(() => jsonResponse(500));
    const user = setup();

    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "S");
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Last name"), "A".repeat(51));
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "sara ali!");
    await user.click(save());

    expect(await screen.findByText("First name must be at least 2 characters.")).toBeInTheDocument();
    expect(screen.getByText("Last name must be less than 50 characters.")).toBeInTheDocument();
    expect(screen.getByText("Username can only contain letters, numbers, underscores, dots and hyphens.")).toBeInTheDocument();
  });

  it("asks for a username of at least 3 characters", async () => {
    mockFetch(() => jsonResponse(500));
    const user = setup();

    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "sa");
    await user.click(save());

    expect(await screen.findByText("Username must be at least 3 characters.")).toBeInTheDocument();
  });

  it("saves without the email, updates the stored user and disables Save again", async () => {
    saveSession({ access: "a", refresh: "r" }, { ...TEST_USER, app_metadata: { role: "user" } });
    const { requests } = mockFetch(({ body }) => jsonResponse(200, { ...profile, ...(body as object) }));
    const user = setup();

    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "sara.q");
    await user.click(save());

    expect(await screen.findByText("Profile updated successfully")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      url: "/api/user/profile/update/",
      method: "PUT",
      body: { first_name: "Sara", last_name: "Al-Qahtani", username: "sara.q" },
    });
    expect(getStoredUser()?.username).toBe("sara.q");
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it("puts the server's first message under each field and says to fix them", async () => {
    mockFetch(() => jsonResponse(400, { username: ["This username is already taken.", "Another message"] }));
    const user = setup();

    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.click(save());

    expect(await screen.findByText("This username is already taken.")).toBeInTheDocument();
    expect(screen.queryByText("Another message")).not.toBeInTheDocument();
    expect(screen.getByText("Please fix the validation errors")).toBeInTheDocument();
  });
});

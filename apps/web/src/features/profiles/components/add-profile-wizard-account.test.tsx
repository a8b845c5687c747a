import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { linkInput, renderWizard, SETTLED } from "../testing-wizard";

const addButton = () => screen.getByRole("button", { name: "add" });
const hint = () => screen.getByTestId("add-hint");

describe("AddProfileWizard, step 1: unreadable links and accounts typed by hand", () => {
  it("clears the previous account's platform and username after a link it cannot read, and says why", async () => {
    const { user } = renderWizard();
    await user.click(linkInput());
    await user.paste("https://www.instagram.com/sara.alqahtani/");
    expect(screen.getByLabelText("Username")).toHaveValue("sara.alqahtani");
    await user.clear(linkInput());
    await user.paste("https://www.facebook.com/noura.eats");

    expect(screen.getByLabelText("Platform")).toHaveValue("");
    expect(screen.getByLabelText("Username")).toHaveValue("");
    expect(screen.getByTestId("link-notice")).toHaveTextContent(
      "We could not read an account from this link, so the platform and username from the previous link were cleared.",
    );
    expect(addButton()).toBeDisabled();
  });

  it("clears only the username after a link to a post, and keeps what the user typed", async () => {
    const { user } = renderWizard();
    await user.click(linkInput());
    await user.paste("https://x.com/SaudiFoodie");
    await user.clear(linkInput());
    await user.paste("https://www.instagram.com/p/C1a2b3c4d5/");
    expect(screen.getByLabelText("Platform")).toHaveValue("instagram");
    expect(screen.getByLabelText("Username")).toHaveValue("");
    expect(screen.getByTestId("link-notice")).toHaveTextContent("This link points to a post or a video, not to an account");

    // Typed by hand: a later unreadable link leaves it alone.
    await user.type(screen.getByLabelText("Username"), "noura");
    expect(screen.queryByTestId("link-notice")).not.toBeInTheDocument();
    await user.clear(linkInput());
    await user.paste("https://www.facebook.com/noura");
    expect(screen.getByLabelText("Username")).toHaveValue("noura");
    expect(screen.queryByTestId("link-notice")).not.toBeInTheDocument();
  });

  it("names exactly what is missing while 'add' is disabled", async () => {
    const { user } = renderWizard();
    expect(addButton()).toBeDisabled();
    expect(hint()).toHaveTextContent("To continue, paste the profile link, or choose the platform and type the username.");
    expect(addButton()).toHaveAttribute("aria-describedby", "wizard-add-hint");
    await user.type(screen.getByLabelText("Username"), "sara.alqahtani");
    expect(hint()).toHaveTextContent("To continue, choose the platform.");
    await user.clear(screen.getByLabelText("Username"));
    await user.selectOptions(screen.getByLabelText("Platform"), "tiktok");
    expect(hint()).toHaveTextContent("To continue, type the username.");
    await user.type(screen.getByLabelText("Username"), "sara alqahtani");
    expect(hint()).toHaveTextContent("This username cannot be an account on that platform");
  });

  it("adds an account typed by hand: the link is derived, previewed and sent", async () => {
    const { user, requests, previewRequests } = renderWizard();
    await user.selectOptions(screen.getByLabelText("Platform"), "tiktok");
    await user.type(screen.getByLabelText("Username"), "sara.tok");

    expect(screen.getByTestId("derived-link")).toHaveTextContent("https://www.tiktok.com/@sara.tok");
    expect(hint()).toHaveTextContent("Looking up the account…");
    await screen.findByTestId("profile-preview", {}, SETTLED);
    expect(previewRequests().at(-1)?.body).toEqual({ profile_url: "https://www.tiktok.com/@sara.tok" });
    expect(addButton()).toBeEnabled();
    expect(screen.queryByTestId("add-hint")).not.toBeInTheDocument();

    await user.click(addButton());
    await user.selectOptions(await screen.findByLabelText("Category"), "1035");
    await user.click(screen.getByRole("button", { name: "Next" }));
    for (let skip = 0; skip < 3; skip += 1) await user.click(await screen.findByRole("button", { name: "Skip" }));
    await waitFor(() => expect(requests.some((request) => request.url === "/api/social_profiles/add/")).toBe(true));
    expect(requests.find((request) => request.url === "/api/social_profiles/add/")?.body).toMatchObject({
      platform: "tiktok",
      username: "sara.tok",
      profile_url: "https://www.tiktok.com/@sara.tok",
    });
  });

  it("tells Arabic readers what is missing in Arabic", async () => {
    await i18n.changeLanguage("ar");
    try {
      renderWizard();
      expect(hint()).toHaveTextContent("للمتابعة، الصق رابط الحساب، أو اختر المنصة واكتب اسم المستخدم.");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

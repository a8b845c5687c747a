import { SOURCE_MSG } from "@radar/contract/sources";
import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWizard, SETTLED } from "../testing-wizard";

function setup(create?: (request: RecordedRequest) => Response | Promise<Response>) {
  return renderWizard(create ? { create } : {});
}

const button = (name: string) => screen.getByRole("button", { name });
const location = () => screen.getByTestId("location").textContent;

async function completeAccountStep(user: ReturnType<typeof userEvent.setup>, link = "https://www.instagram.com/sara.alqahtani/") {
  await user.type(screen.getByLabelText("Profile link"), link);
  await screen.findByTestId("profile-preview", {}, SETTLED);
  await user.click(button("add"));
  await screen.findByRole("heading", { name: "Profile category" });
}

async function completeCategoryStep(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText("Category"), "1035");
  await user.click(button("Next"));
  await screen.findByRole("heading", { name: "Age range" });
}

describe("AddProfileWizard (SPEC §2, §4, §5)", () => {
  it("is titled 'influencers radar' and starts on step 1 of 5 with its button labelled 'add'", () => {
    setup();
    expect(screen.getByRole("heading", { name: "influencers radar" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(button("add")).toBeDisabled();
  });

  it.each([
    ["https://www.instagram.com/sara.alqahtani/?igsh=abc", "instagram", "sara.alqahtani"],
    ["https://www.tiktok.com/@sara.tok/video/7380123456789012345", "tiktok", "sara.tok"],
    ["https://www.youtube.com/c/saraalqahtani", "youtube", "saraalqahtani"],
    ["https://www.youtube.com/channel/UC1a2B3c4D5e6F7g8H9i0JkL", "youtube", "UC1a2B3c4D5e6F7g8H9i0JkL"],
    ["https://www.youtube.com/user/SaraCooks", "youtube", "SaraCooks"],
    ["https://x.com/SaudiFoodie", "twitter", "SaudiFoodie"],
  ])("fills platform and username when %s is pasted", async (link, platform, username) => {
    const { user } = setup();
    await user.click(screen.getByLabelText("Profile link"));
    await user.paste(link);
    expect(screen.getByLabelText("Platform")).toHaveValue(platform);
    expect(screen.getByLabelText("Username")).toHaveValue(username);
    // 'add' waits for the account's preview.
    expect(button("add")).toBeDisabled();
    await screen.findByTestId("profile-preview", {}, SETTLED);
    expect(button("add")).toBeEnabled();
  });

  it("refuses to go on with a link that names another account", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Profile link"), "https://www.instagram.com/sara.alqahtani/");
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "noura");
    await screen.findByTestId("profile-preview", {}, SETTLED);
    await user.click(button("add"));
    expect(await screen.findByText("The link does not match the platform and username.")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
  });

  it("keeps Next disabled on the category step while 'Select Category' is chosen", async () => {
    const { user } = setup();
    await completeAccountStep(user);
    expect(await screen.findByRole("option", { name: "Select Category" })).toBeInTheDocument();
    expect(button("Next")).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Category"), "1021");
    expect(button("Next")).toBeEnabled();
    await user.selectOptions(screen.getByLabelText("Category"), "");
    expect(button("Next")).toBeDisabled();
  });

  it("skips age to gender, gender to size, and skip on the last step submits the profile", async () => {
    const { user, requests } = setup();
    await completeAccountStep(user);
    await completeCategoryStep(user);

    expect(screen.queryByRole("button", { name: "Skip" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "25–34" }));
    await user.click(button("Skip"));
    expect(await screen.findByRole("heading", { name: "Gender" })).toBeInTheDocument();
    await user.click(button("Skip"));
    expect(await screen.findByRole("heading", { name: "Targeted followers size" })).toBeInTheDocument();
    await user.click(button("Skip"));

    await waitFor(() => expect(location()).toBe("/profiles"));
    const post = requests.find((request) => request.url === "/api/social_profiles/add/");
    expect(post?.body).toEqual({
      username: "sara.alqahtani",
      profile_url: "https://www.instagram.com/sara.alqahtani/",
      targeted_category: "Food & Cooking",
      category_id: 1035,
      targeted_gender: "",
      age_groups: [],
      size_preset: "",
      platform: "instagram",
    });
  });

  it("submits every choice, shows 'submitting' while busy, toasts 'Profile Created' and goes to /profiles", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, requests } = setup(async () => {
      await answered;
      return jsonResponse(201, { success: true, profile: {} });
    });
    await completeAccountStep(user);
    await completeCategoryStep(user);
    await user.click(screen.getByRole("radio", { name: "18–24" }));
    await user.click(button("Next"));
    await user.click(await screen.findByRole("radio", { name: "Female" }));
    await user.click(button("Next"));
    await user.click(await screen.findByRole("radio", { name: /^Micro/ }));
    await user.click(button("Submit"));

    expect(await screen.findByRole("button", { name: "submitting" })).toBeDisabled();
    expect(button("Skip")).toBeDisabled();
    expect(button("Back")).toBeDisabled();
    release();

    expect(await screen.findByText("Profile Created")).toBeInTheDocument();
    expect(screen.getByText("sara.alqahtani has been added to your profiles")).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/profiles"));
    expect(requests.find((request) => request.url === "/api/social_profiles/add/")?.body).toMatchObject({
      age_groups: ["18_24"],
      targeted_gender: "female",
      size_preset: "10000-50000",
    });
  });

  it("goes to /profiles without a word when the profile already exists", async () => {
    const { user } = setup(() =>
      jsonResponse(400, { success: false, error: "Profile already exists", detail: "Profile already exists", code: "profile_exists" }),
    );
    await completeAccountStep(user);
    await completeCategoryStep(user);
    await user.click(button("Skip"));
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await waitFor(() => expect(location()).toBe("/profiles"));
    expect(screen.queryByText("Warning")).not.toBeInTheDocument();
  });

  it("warns without leaving when the account cannot be added", async () => {
    const { user } = setup(() =>
      jsonResponse(400, { success: false, error: "Profile could not be added", detail: "Profile could not be added" }),
    );
    await completeAccountStep(user);
    await completeCategoryStep(user);
    await user.click(button("Next"));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Warning")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Profile could not be added. This may be because the account has too few followers or does not meet our requirements. Please try another profile.",
      ),
    ).toBeInTheDocument();
    expect(location()).toBe("/profiles/new");
    expect(button("Submit")).toBeEnabled();
  });

  it.each([
    [503, "quota_exhausted"],
    [503, "unavailable"],
    [404, "not_found"],
  ] as const)("shows the data source's own message when adding answers %i %s, and stays", async (status, code) => {
    const { user } = setup(() => jsonResponse(status, { success: false, error: SOURCE_MSG[code], detail: SOURCE_MSG[code], code }));
    await completeAccountStep(user);
    await completeCategoryStep(user);
    await user.click(button("Skip"));
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(await screen.findByRole("button", { name: "Skip" }));

    expect(await screen.findByText("Profile not added")).toBeInTheDocument();
    expect(screen.getByText(SOURCE_MSG[code])).toBeInTheDocument();
    expect(screen.queryByText("Warning")).not.toBeInTheDocument();
    expect(location()).toBe("/profiles/new");
  });

  it("goes back one step with Back and keeps what was entered", async () => {
    const { user } = setup();
    await completeAccountStep(user);
    await user.click(button("Back"));
    expect(await screen.findByLabelText("Profile link")).toHaveValue("https://www.instagram.com/sara.alqahtani/");
    expect(screen.getByLabelText("Username")).toHaveValue("sara.alqahtani");
    // The preview is kept: no second lookup, and 'add' is ready at once.
    expect(screen.getByTestId("profile-preview")).toBeInTheDocument();
    expect(button("add")).toBeEnabled();
  });
});

import { SOURCE_MSG } from "@radar/contract/sources";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse } from "@/testing/fetch-mock";
import { profilePreview } from "../testing-profiles";
import { linkInput, renderWizard, SETTLED } from "../testing-wizard";

const addButton = () => screen.getByRole("button", { name: "add" });
const failure = (status: number, code: string, detail: string) => () =>
  jsonResponse(status, { success: false, error: detail, detail, code });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the link step's live preview", () => {
  it("shows a skeleton, then the account: initials, name, @username, platform, followers, engagement, verified and where the data comes from", async () => {
    const { user, previewRequests } = renderWizard({
      preview: () =>
        jsonResponse(200, {
          success: true,
          preview: profilePreview({
            platform: "youtube",
            username: "gulf.travel.diaries",
            title: "Gulf Travel Diaries",
            followers: 1_234_567,
            er: 3.5,
            url: "https://www.youtube.com/@gulf.travel.diaries",
            provenance: {
              source: "youtube",
              sandbox: true,
              fetched_at: "2026-03-02T08:00:00Z",
              estimated: ["followers", "er"],
              missing: [],
            },
          }),
        }),
    });
    await user.click(linkInput());
    await user.paste("https://www.youtube.com/@gulf.travel.diaries");
    expect(screen.getByTestId("profile-preview-loading")).toHaveTextContent("Looking up the account…");
    expect(addButton()).toBeDisabled();

    const card = await screen.findByTestId("profile-preview", {}, SETTLED);
    expect(screen.queryByTestId("profile-preview-loading")).not.toBeInTheDocument();
    expect(within(card).getByText("GT")).toBeInTheDocument();
    expect(within(card).getByText("Gulf Travel Diaries")).toBeInTheDocument();
    expect(within(card).getByText("@gulf.travel.diaries")).toBeInTheDocument();
    expect(within(card).getByText("YouTube")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(within(card).getByText("1.2M")).toBeInTheDocument();
    expect(within(card).getByText("3.50%")).toBeInTheDocument();
    expect(within(card).getAllByTestId("estimate-mark")).toHaveLength(2);
    expect(within(card).getByTestId("provenance")).toHaveTextContent("Data as of Mar 02, 2026 · YouTube (sandbox)");
    expect(addButton()).toBeEnabled();
    expect(previewRequests().map((request) => request.body)).toEqual([{ profile_url: "https://www.youtube.com/@gulf.travel.diaries" }]);
  });

  it("shows '—' for an engagement the source does not give, never 0", async () => {
    const { user } = renderWizard({
      preview: () =>
        jsonResponse(200, {
          success: true,
          preview: profilePreview({
            platform: "twitter",
            er: null,
            provenance: { source: "x", sandbox: false, fetched_at: "2026-03-02T08:00:00Z", estimated: [], missing: ["er"] },
          }),
        }),
    });
    await user.type(linkInput(), "https://x.com/sara.alqahtani");
    const card = await screen.findByTestId("profile-preview", {}, SETTLED);
    expect(within(card).getByText("—")).toBeInTheDocument();
    expect(within(card).queryByText("0.00%")).not.toBeInTheDocument();
    expect(within(card).getByTestId("provenance")).toHaveTextContent("Data as of Mar 02, 2026 · X");
    expect(within(card).getByTestId("provenance")).not.toHaveTextContent("sandbox");
  });

  it("asks once for a link typed letter by letter", async () => {
    const { user, previewRequests } = renderWizard();
    await user.type(linkInput(), "https://www.instagram.com/sara.alqahtani/");
    await screen.findByTestId("profile-preview", {}, SETTLED);
    expect(previewRequests()).toHaveLength(1);
  });

  it.each([
    ["a post", "https://www.instagram.com/p/C1a2b3c4d5/"],
    ["another site", "https://www.example.com/sara"],
    ["text", "sara alqahtani"],
  ])("asks nothing for %s, says what a usable link is and keeps 'add' disabled", async (_what, link) => {
    const { user, previewRequests } = renderWizard();
    await user.type(linkInput(), link);
    expect(await screen.findByText(SOURCE_MSG.invalidLink, {}, SETTLED)).toBeInTheDocument();
    await act(() => pause(600));
    expect(previewRequests()).toEqual([]);
    expect(screen.queryByTestId("profile-preview-loading")).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it.each([
    [404, "not_found"],
    [503, "quota_exhausted"],
    [503, "unauthorised"],
    [503, "unavailable"],
    [400, "unsupported"],
  ] as const)("says why when the preview answers %i %s, and 'add' stays disabled", async (status, code) => {
    const { user, requests } = renderWizard({ preview: failure(status, code, SOURCE_MSG[code]) });
    await user.type(linkInput(), `https://www.youtube.com/@${code.replace("_", "")}`);
    const alert = await screen.findByTestId("profile-preview-error", {}, SETTLED);
    expect(alert).toHaveAttribute("data-code", code);
    expect(alert).toHaveTextContent(SOURCE_MSG[code]);
    expect(alert).toHaveTextContent("Nothing was saved and no credits were used.");
    expect(addButton()).toBeDisabled();
    expect(requests.some((request) => request.url === "/api/social_profiles/add/")).toBe(false);
  });

  it("gives each reason its own Arabic message", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const { user } = renderWizard({ preview: failure(404, "not_found", SOURCE_MSG.not_found) });
    await user.type(screen.getByLabelText("رابط الحساب"), "https://www.youtube.com/@notfound");
    expect(await screen.findByTestId("profile-preview-error", {}, SETTLED)).toHaveTextContent(
      "لم نعثر على هذا الحساب. تحقّق من الرابط؛ فإنستغرام لا يعرض إلا الحسابات التجارية وحسابات صنّاع المحتوى.",
    );
  });

  it("offers 'Try again' after too many previews, and asks again", async () => {
    let calls = 0;
    const { user, previewRequests } = renderWizard({
      preview: (request) => {
        calls += 1;
        if (calls === 1) return jsonResponse(429, { success: false, error: "Too many previews.", detail: "Too many previews." });
        return jsonResponse(200, {
          success: true,
          preview: profilePreview({ url: (request.body as { profile_url: string }).profile_url }),
        });
      },
    });
    await user.type(linkInput(), "https://www.instagram.com/sara.alqahtani/");
    const alert = await screen.findByTestId("profile-preview-error", {}, SETTLED);
    expect(alert).toHaveTextContent("Too many previews in a minute. Wait a moment, then try again.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("profile-preview")).toBeInTheDocument();
    expect(previewRequests()).toHaveLength(2);
    expect(addButton()).toBeEnabled();
  });

  it("refuses an account under 1,000 followers before Next", async () => {
    const { user } = renderWizard({
      preview: () =>
        jsonResponse(200, {
          success: true,
          preview: profilePreview({ username: "tinybakes", title: "Tiny Bakes", followers: 640, eligible: false }),
        }),
    });
    await user.type(linkInput(), "https://www.instagram.com/tinybakes/");
    expect(await screen.findByTestId("profile-preview", {}, SETTLED)).toHaveTextContent("Tiny Bakes");
    expect(screen.getByTestId("profile-preview-refusal")).toHaveTextContent(
      "This account has 640 followers. An account needs at least 1,000 followers to be added.",
    );
    expect(addButton()).toBeDisabled();
  });

  it("ignores the answer for a link that has since changed, and shows the current link's account", async () => {
    let answerFirst: (response: Response) => void = () => {};
    const { user, previewRequests, previewAborted } = renderWizard({
      preview: (request) => {
        const link = (request.body as { profile_url: string }).profile_url;
        if (link.includes("first.account")) return new Promise<Response>((resolve) => (answerFirst = resolve));
        return jsonResponse(200, { success: true, preview: profilePreview({ username: "second.account", title: "Second Account" }) });
      },
    });
    await user.click(linkInput());
    await user.paste("https://www.instagram.com/first.account/");
    await waitFor(() => expect(previewRequests()).toHaveLength(1), SETTLED);

    // Pasted over the old link (an emptied field would still stand for the same account, by its derived link).
    await user.tripleClick(linkInput());
    await user.paste("https://www.instagram.com/second.account/");
    // Changing the link aborts the question about the old one.
    await waitFor(() => expect(previewAborted(0)).toBe(true));
    expect(await screen.findByTestId("profile-preview", {}, SETTLED)).toHaveTextContent("Second Account");

    // The first answer arrives late: it describes a link that is no longer there.
    answerFirst(jsonResponse(200, { success: true, preview: profilePreview({ username: "first.account", title: "First Account" }) }));
    await act(() => pause(50));
    expect(screen.getByTestId("profile-preview")).toHaveTextContent("Second Account");
    expect(screen.queryByText("First Account")).not.toBeInTheDocument();
    expect(previewRequests()).toHaveLength(2);
  });

  it("drops the preview as soon as the link changes", async () => {
    const { user } = renderWizard();
    await user.type(linkInput(), "https://www.instagram.com/sara.alqahtani/");
    await screen.findByTestId("profile-preview", {}, SETTLED);
    await user.type(linkInput(), "x");
    expect(screen.queryByTestId("profile-preview")).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });
});

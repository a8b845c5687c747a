import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";

configure({ asyncUtilTimeout: 10_000 });

const ANSWER = {
  filters: {
    social_network: "tiktok",
    page: 1,
    limit: 50,
    subscribers_count: { from: 10_000, to: 50_000 },
    account_geo: { country: ["KW"] },
    verified_only: true,
  },
  understood: [
    { span: "Kuwaiti", field: "account_geo", value: "KW" },
    { span: "TikTok", field: "social_network", value: "tiktok" },
    { span: "micro", field: "subscribers_count", value: "10000-50000" },
    { span: "verified", field: "verified_only", value: true },
    { span: "snap", field: "unsupported_platform", value: "snapchat" },
  ],
  not_understood: ["zorblax"],
  unsupported: ["snap"],
  cities: [],
};

function briefApi(answer: unknown = ANSWER) {
  const received: unknown[] = [];
  const handler = (request: RecordedRequest) => {
    if (request.url === "/api/search/brief/" && request.method === "POST") {
      received.push(request.body);
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { detail: "Not found." });
  };
  return { handler, received };
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("search by brief", { timeout: 60_000 }, () => {
  it("shows what was understood and what was not, and applying fills the filters without searching", async () => {
    const api = briefApi();
    const { user, searches, lastBody } = renderSearch({ other: api.handler, props: { searchCost: 40 } });
    await user.type(
      screen.getByRole("textbox", { name: "Describe who you are looking for" }),
      "Kuwaiti micro TikTok zorblax verified snap",
    );
    await user.click(screen.getByRole("button", { name: "Read brief" }));
    const understood = await screen.findByTestId("brief-understood");
    expect(api.received).toEqual([{ text: "Kuwaiti micro TikTok zorblax verified snap", language: "en" }]);
    expect(within(understood).getByText("Kuwaiti")).toBeInTheDocument();
    expect(within(understood).getByText("Location:")).toBeInTheDocument();
    expect(within(screen.getByTestId("brief-not-understood")).getByText("zorblax")).toBeInTheDocument();
    expect(screen.getByText(/Not supported: snap/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Apply to filters" }));
    // Verified is a deep filter: the screen switches to deep mode with the brief's filters in place.
    await waitFor(() => expect(screen.getByRole("tab", { name: "Deep" })).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByText("Applied to the filters below")).toBeInTheDocument();
    expect(searches()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: /^Search ·/ }));
    await waitFor(() => expect(lastBody()).toBeDefined());
    expect(lastBody()).toMatchObject({
      social_network: "tiktok",
      subscribers_count: { from: 10_000, to: 50_000 },
      account_geo: { country: ["KW"] },
      verified_only: true,
    });
  });

  it("reads in Arabic with Arabic labels", async () => {
    await i18n.changeLanguage("ar");
    const api = briefApi();
    const { user } = renderSearch({ other: api.handler });
    await user.type(screen.getByRole("textbox", { name: "صف من تبحث عنه" }), "مؤثرين كويتيين مايكرو");
    await user.click(screen.getByRole("button", { name: "اقرأ الوصف" }));
    expect(await screen.findByText("ما فُهم")).toBeInTheDocument();
    expect(screen.getByText("لم يُفهم")).toBeInTheDocument();
    expect(api.received).toEqual([{ text: "مؤثرين كويتيين مايكرو", language: "ar" }]);
  });
});

const TWO_LEFT = { ...ANSWER, not_understood: ["zorblax", "glimmer pop"] };

async function readBrief(user: ReturnType<typeof renderSearch>["user"], text = "Kuwaiti micro TikTok zorblax glimmer pop verified") {
  await user.type(screen.getByRole("textbox", { name: "Describe who you are looking for" }), text);
  await user.click(screen.getByRole("button", { name: "Read brief" }));
  return screen.findByTestId("brief-understood");
}

describe("search by brief: the user's choices", { timeout: 60_000 }, () => {
  it("removes a chip with its × (by keyboard too) before applying, and the search goes without it", async () => {
    const { user, searches, lastBody } = renderSearch({ other: briefApi().handler, props: { searchCost: 40 } });
    const chips = await readBrief(user);
    const remove = within(chips).getByRole("button", { name: "Remove Location: Kuwaiti" });
    remove.focus();
    await user.keyboard("{Enter}");
    expect(within(chips).queryByText("Kuwaiti")).not.toBeInTheDocument();
    // Focus goes to the next chip's ×, not to the page.
    expect(within(chips).getByRole("button", { name: "Remove Platform: TikTok" })).toHaveFocus();
    await user.click(within(chips).getByRole("button", { name: "Remove Verified: verified" }));
    expect(searches()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Apply to filters" }));
    await user.click(screen.getByRole("button", { name: /^Search ·/ }));
    await waitFor(() => expect(lastBody()).toBeDefined());
    const body = lastBody() ?? {};
    expect(body).toMatchObject({ social_network: "tiktok", subscribers_count: { from: 10_000, to: 50_000 } });
    expect(body.verified_only).toBeFalsy();
    expect(body.account_geo).not.toMatchObject({ country: ["KW"] });
    expect(JSON.stringify(body.account_geo ?? {})).not.toContain("KW");

    // Removed chips can be brought back.
    await user.click(screen.getByRole("button", { name: "Restore removed (2)" }));
    expect(within(screen.getByTestId("brief-understood")).getByText("Kuwaiti")).toBeInTheDocument();
  });

  it("keeps not-understood parts as keywords only when the user says so, one or all", async () => {
    const { user, lastBody } = renderSearch({ other: briefApi(TWO_LEFT).handler, props: { searchCost: 40 } });
    await readBrief(user);
    const left = screen.getByTestId("brief-not-understood");
    const zorblax = within(left).getByRole("button", { name: "Keep “zorblax” as a keyword" });
    expect(zorblax).toHaveAttribute("aria-pressed", "false");

    // Not kept by default: the search carries no keyword.
    await user.click(screen.getByRole("button", { name: "Apply to filters" }));
    await user.click(screen.getByRole("button", { name: /^Search ·/ }));
    await waitFor(() => expect(lastBody()).toBeDefined());
    expect(JSON.stringify(lastBody()?.category ?? {})).not.toMatch(/zorblax|glimmer/);

    // Kept one by one while the filters are the brief's: the filters below change at once.
    await user.click(zorblax);
    expect(zorblax).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: /^Search ·/ }));
    await waitFor(() => expect(lastBody()?.category).toMatchObject({ include: ["zorblax"] }));

    await user.click(within(screen.getByTestId("brief-box")).getByRole("button", { name: "Keep all as keywords" }));
    await user.click(screen.getByRole("button", { name: /^Search ·/ }));
    await waitFor(() => expect(lastBody()?.category).toMatchObject({ include: ["zorblax", "glimmer pop"] }));
  });

  it("states the ordinary search price on its run button and runs the ordinary search once", async () => {
    const { user, searches, lastBody } = renderSearch({ other: briefApi().handler, props: { searchCost: 40 } });
    await readBrief(user);
    expect(searches()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Apply and search · 40 credits" }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(lastBody()).toMatchObject({ social_network: "tiktok", account_geo: { country: ["KW"] }, verified_only: true });
  });

  it("lets go of the filters once the user edits them in the usual controls", async () => {
    const { user } = renderSearch({ other: briefApi().handler, props: { searchCost: 40 } });
    await readBrief(user);
    await user.click(screen.getByRole("button", { name: "Apply to filters" }));
    expect(screen.getByText("Applied to the filters below")).toBeInTheDocument();
    // Verified, a deep filter, is an ordinary switch once applied.
    const verified = await screen.findByRole("checkbox", { name: "Verified accounts only" });
    expect(verified).toBeChecked();
    await user.click(verified);
    expect(verified).not.toBeChecked();
    expect(screen.queryByText("Applied to the filters below")).not.toBeInTheDocument();
    // A chip removed now changes only the box's choice, until the user applies again.
    await user.click(screen.getByRole("button", { name: "Remove Platform: TikTok" }));
    expect(screen.getByRole("button", { name: "Apply to filters" })).toBeInTheDocument();
  });

  it("reads a brief brought in the address on arrival and fills the filters without searching", async () => {
    const api = briefApi();
    const { searches } = renderSearch({
      other: api.handler,
      props: { searchCost: 40 },
      route: "/search?brief=Kuwaiti%20micro%20TikTok",
    });
    expect(await screen.findByText("Applied to the filters below")).toBeInTheDocument();
    expect(api.received).toEqual([{ text: "Kuwaiti micro TikTok", language: "en" }]);
    expect(screen.getByRole("textbox", { name: "Describe who you are looking for" })).toHaveValue("Kuwaiti micro TikTok");
    expect(screen.getByRole("tab", { name: "Deep" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Remove Location: Kuwaiti" })).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });
});

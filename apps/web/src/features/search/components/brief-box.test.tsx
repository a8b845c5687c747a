import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, type RecordedRequest } from "@/testing/fetch-mock";
import { renderSearch } from "../testing/render-search";

configure({ asyncUtilTimeout: 5_000 });

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

function briefApi() {
  const received: unknown[] = [];
  const handler = (request: RecordedRequest) => {
    if (request.url === "/api/search/brief/" && request.method === "POST") {
      received.push(request.body);
      return jsonResponse(200, ANSWER);
    }
    return jsonResponse(404, { detail: "Not found." });
  };
  return { handler, received };
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("search by brief", { timeout: 30_000 }, () => {
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
    expect(searches()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: /^Search/ }));
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

import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSearch } from "../testing/render-search";

// Many controls per test and a suite that shares two cores: give the screen time to answer.
configure({ asyncUtilTimeout: 10_000 });

/** Issue 5, item 2: every filter rule of SPEC §4 and §5, through the screen, checked on the request it sends. */

const searchButton = () => screen.getByRole("button", { name: "Search" });
const slider = (name: string) => screen.getByRole("slider", { name });

async function searchAndGetBody(rendered: ReturnType<typeof renderSearch>) {
  const before = rendered.searches().length;
  await rendered.user.click(searchButton());
  await waitFor(() => expect(rendered.searches()).toHaveLength(before + 1));
  return rendered.lastBody() as Record<string, unknown>;
}

async function pickLocation(rendered: ReturnType<typeof renderSearch>, label: string, query: string, option: string) {
  const input = screen.getByRole("combobox", { name: label });
  await rendered.user.clear(input);
  await rendered.user.type(input, query);
  await rendered.user.click(await screen.findByRole("option", { name: new RegExp(`^${option}`) }));
}

async function pressOn(rendered: ReturnType<typeof renderSearch>, element: HTMLElement, keys: string) {
  act(() => element.focus());
  await rendered.user.keyboard(keys);
}

describe("filter rules (SPEC §4, §5) on the search screen", { timeout: 60_000 }, () => {
  it("twitter clears the audience filters and the lookalike, and sends none of them", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    await rendered.user.click(screen.getByRole("checkbox", { name: "18–24" }));
    await rendered.user.click(screen.getByRole("radio", { name: "Female" }));
    await pickLocation(rendered, "Audience location", "sau", "Saudi Arabia");
    await rendered.user.type(screen.getByLabelText("Similar to (username)"), "sara.alqahtani");
    await rendered.user.click(screen.getByRole("checkbox", { name: "Find similar influencers" }));
    expect(screen.getByRole("list", { name: "Selected audience locations" })).toBeInTheDocument();

    await rendered.user.selectOptions(screen.getByLabelText("Platform"), "twitter");
    expect(screen.queryByRole("list", { name: "Selected audience locations" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "18–24" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "18–24" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Any" })).toBeChecked();
    expect(screen.getByLabelText("Similar to (username)")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Find similar influencers" })).not.toBeChecked();
    expect(slider("Quality score")).toHaveAttribute("aria-valuenow", "0");

    const body = await searchAndGetBody(rendered);
    expect(body.social_network).toBe("twitter");
    for (const key of ["audience_geo", "audience_age", "audience_gender", "aqs", "similar"]) expect(body).not.toHaveProperty(key);
  });

  it("gender 'any' removes the gender and its percentage and puts the slider back to 50", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    await rendered.user.click(screen.getByRole("radio", { name: "Female" }));
    const share = slider("Share of Female audience");
    await pressOn(rendered, share, "{ArrowRight}{ArrowRight}");
    expect(share).toHaveAttribute("aria-valuenow", "60");
    expect((await searchAndGetBody(rendered)).audience_gender).toEqual({ gender: "female", prc: 60 });

    await rendered.user.click(screen.getByRole("radio", { name: "Any" }));
    expect(screen.queryByRole("slider", { name: "Share of Female audience" })).not.toBeInTheDocument();
    expect(await searchAndGetBody(rendered)).not.toHaveProperty("audience_gender");
    await rendered.user.click(screen.getByRole("radio", { name: "Male" }));
    expect(slider("Share of Male audience")).toHaveAttribute("aria-valuenow", "50");
  });

  it("the creator's gender and language are the creator's, sent apart from the audience's gender", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    await rendered.user.selectOptions(screen.getByLabelText("Creator's gender"), "female");
    expect(screen.getByLabelText("Creator's gender")).toHaveAccessibleDescription("The creator's own gender — not the audience's");
    await rendered.user.selectOptions(screen.getByLabelText("Creator's language"), "ar");
    await rendered.user.click(screen.getByRole("radio", { name: "Male" }));
    const body = await searchAndGetBody(rendered);
    expect(body.account_gender).toBe("female");
    expect(body.account_languages).toEqual(["ar"]);
    expect(body.audience_gender).toEqual({ gender: "male", prc: 50 });

    await rendered.user.selectOptions(screen.getByLabelText("Creator's gender"), "");
    await rendered.user.selectOptions(screen.getByLabelText("Creator's language"), "");
    const cleared = await searchAndGetBody(rendered);
    expect(cleared).not.toHaveProperty("account_gender");
    expect(cleared).not.toHaveProperty("account_languages");
  });

  it("basic search picks the platform too", async () => {
    const rendered = renderSearch();
    await rendered.user.selectOptions(screen.getByLabelText("Platform"), "tiktok");
    expect((await searchAndGetBody(rendered)).social_network).toBe("tiktok");
  });

  it("the 'any' age group is exclusive", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    const box = (name: string) => screen.getByRole("checkbox", { name });
    await rendered.user.click(box("18–24"));
    await rendered.user.click(box("25–34"));
    expect((await searchAndGetBody(rendered)).audience_age).toEqual({ groups: ["18_24", "25_34"], prc: 10 });
    await rendered.user.click(box("Any age"));
    expect(box("18–24")).not.toBeChecked();
    expect(box("25–34")).not.toBeChecked();
    expect(await searchAndGetBody(rendered)).not.toHaveProperty("audience_age");
    await rendered.user.click(box("65 and over"));
    expect(box("Any age")).not.toBeChecked();
    expect((await searchAndGetBody(rendered)).audience_age).toEqual({ groups: ["65_plus"], prc: 10 });
  });

  it("a preset sets the range; the slider and the inputs clear it", async () => {
    const rendered = renderSearch();
    const mid = screen.getByRole("radio", { name: /^Mid/ });
    await rendered.user.click(mid);
    expect(screen.getByLabelText("From")).toHaveValue(50_000);
    expect(screen.getByLabelText("To")).toHaveValue(500_000);
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 50_000, to: 500_000 });

    // The slider is logarithmic: one step from 50,000 is the next round figure.
    await pressOn(rendered, slider("Minimum followers"), "{ArrowRight}");
    expect(mid).not.toBeChecked();
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 60_000, to: 500_000 });

    await rendered.user.click(screen.getByRole("radio", { name: /^Micro/ }));
    const to = screen.getByLabelText("To");
    await rendered.user.clear(to);
    await rendered.user.type(to, "70000");
    await rendered.user.tab();
    expect(screen.getByRole("radio", { name: /^Micro/ })).not.toBeChecked();
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 10_000, to: 70_000 });
  });

  it("the mega preset and the slider's maximum mean no upper bound", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("radio", { name: /^Mega/ }));
    expect(screen.getByLabelText("To")).toHaveValue(null);
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 1_000_000 });
    await rendered.user.click(screen.getByRole("radio", { name: /^Nano/ }));
    const max = slider("Maximum followers");
    await pressOn(rendered, max, "{End}");
    expect(max).toHaveAttribute("aria-valuetext", "No limit");
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 1_000 });
  });

  it("inputs apply on blur: an empty 'from' is 0 and an empty 'to' no limit", async () => {
    const rendered = renderSearch();
    const from = screen.getByLabelText("From");
    await rendered.user.clear(from);
    await rendered.user.type(from, "20000");
    // Not applied while typing: the slider still shows the old value (untouched: the §9 default 1,000).
    expect(slider("Minimum followers")).toHaveAttribute("aria-valuetext", "1,000");
    await rendered.user.tab();
    expect(slider("Minimum followers")).toHaveAttribute("aria-valuetext", "20,000");
    await rendered.user.clear(screen.getByLabelText("To"));
    await rendered.user.tab();
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 20_000 });
    await rendered.user.clear(from);
    await rendered.user.tab();
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 0 });
  });

  it("switching the deep follower filter on picks the mid preset; off, the §9 defaults are sent", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 1_000, to: 5_000_000 });
    await rendered.user.click(screen.getByRole("checkbox", { name: "Filter by followers" }));
    const influencer = screen.getByRole("group", { name: "Influencer" });
    expect(within(influencer).getByRole("radio", { name: /^Mid/ })).toBeChecked();
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 50_000, to: 500_000 });
  });

  it("the quality score: a band asks for at least its score, 'any' sends none", async () => {
    const rendered = renderSearch();
    expect(screen.getByText("Minimum quality score: 10")).toBeInTheDocument();
    await rendered.user.click(screen.getByRole("radio", { name: /^Good/ }));
    expect((await searchAndGetBody(rendered)).aqs).toEqual({ from: 60, to: 100 });
    await rendered.user.click(screen.getByRole("radio", { name: "Any" }));
    expect(await searchAndGetBody(rendered)).not.toHaveProperty("aqs");
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    await pressOn(rendered, slider("Quality score"), "{ArrowRight}");
    expect((await searchAndGetBody(rendered)).aqs).toEqual({ from: 1, to: 100 });
  });

  it("the percentage slider sets every selected place; clearing resets it to 20", async () => {
    const rendered = renderSearch();
    await pickLocation(rendered, "Audience location", "sau", "Saudi Arabia");
    await pickLocation(rendered, "Audience location", "riy", "Riyadh");
    const chips = () => within(screen.getByRole("list", { name: "Selected audience locations" })).getAllByRole("listitem");
    expect(chips().map((chip) => chip.textContent)).toEqual([
      "Saudi Arabia · 20%Remove Saudi Arabia",
      "Riyadh, Saudi Arabia · 20%Remove Riyadh, Saudi Arabia",
    ]);
    await pressOn(rendered, slider("Location percentage"), "{ArrowRight}{ArrowRight}");
    expect(chips().map((chip) => chip.textContent?.includes("22%"))).toEqual([true, true]);
    expect((await searchAndGetBody(rendered)).audience_geo).toEqual({
      countries: [{ id: "SA", prc: 22 }],
      cities: [{ id: 108410, prc: 22 }],
    });

    await rendered.user.click(screen.getByRole("button", { name: "Clear audience location" }));
    expect(screen.queryByRole("list", { name: "Selected audience locations" })).not.toBeInTheDocument();
    expect(slider("Location percentage")).toHaveAttribute("aria-valuenow", "20");
  });

  it("a country is upserted by code and a city by id: picking one again keeps one chip", async () => {
    const rendered = renderSearch();
    await pickLocation(rendered, "Audience location", "sau", "Saudi Arabia");
    await pressOn(rendered, slider("Location percentage"), "{ArrowRight}");
    await pickLocation(rendered, "Audience location", "sau", "Saudi Arabia");
    await pickLocation(rendered, "Audience location", "riy", "Riyadh");
    await pickLocation(rendered, "Audience location", "riy", "Riyadh");
    expect(within(screen.getByRole("list", { name: "Selected audience locations" })).getAllByRole("listitem")).toHaveLength(2);
    await pickLocation(rendered, "Account location", "sau", "Saudi Arabia");
    expect((await searchAndGetBody(rendered)).account_geo).toEqual({ country: ["SA"] });
  });

  it("engagement inputs fall back to 0 and 100 when not numeric", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    const performance = screen.getByRole("group", { name: "Performance" });
    const min = within(performance).getByLabelText("Minimum");
    const max = within(performance).getByLabelText("Maximum");
    await rendered.user.clear(min);
    await rendered.user.type(min, "2.5");
    await rendered.user.clear(max);
    await rendered.user.type(max, "8");
    await rendered.user.tab();
    expect((await searchAndGetBody(rendered)).er).toEqual({ from: 2.5, to: 8 });
    await rendered.user.clear(min);
    await rendered.user.clear(max);
    await rendered.user.tab();
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(100);
    expect(await searchAndGetBody(rendered)).not.toHaveProperty("er");
  });

  it("a custom category must be non-empty after trimming (Enter key or the add button)", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    const input = screen.getByLabelText("Custom category");
    const add = screen.getByRole("button", { name: "Add custom category" });
    await rendered.user.type(input, "   ");
    expect(add).toBeDisabled();
    await rendered.user.type(input, "{Enter}");
    expect(screen.getByLabelText("Selected category")).toHaveValue("");
    await rendered.user.clear(input);
    await rendered.user.type(input, "  dates & coffee  {Enter}");
    expect(input).toHaveValue("");
    expect(screen.getByLabelText("Selected category")).toHaveValue("dates & coffee");
    await rendered.user.type(input, "camels");
    await rendered.user.click(add);
    expect((await searchAndGetBody(rendered)).category).toEqual({ include: ["dates & coffee", "camels"] });

    await rendered.user.click(screen.getByRole("button", { name: "Clear selected category" }));
    expect(screen.getByLabelText("Selected category")).toHaveValue("");
    expect(await searchAndGetBody(rendered)).not.toHaveProperty("category");
  });

  it("a recent-post date is sent as Unix seconds when filtering by date (an unreadable one: see build-search-body.test)", async () => {
    const rendered = renderSearch();
    await rendered.user.click(screen.getByRole("tab", { name: "Deep" }));
    await rendered.user.type(screen.getByLabelText("Most recent post after"), "2025-03-01");
    await rendered.user.click(screen.getByRole("checkbox", { name: "Filter by date" }));
    expect((await searchAndGetBody(rendered)).last_media_time).toEqual({ from: new Date("2025-03-01T00:00:00").getTime() / 1000 });
  });
});

import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { LOCATIONS } from "../testing/render-search";
import { LocationPicker } from "./location-picker";

// Many controls per test and a suite that shares two cores: give the screen time to answer.
configure({ asyncUtilTimeout: 10_000 });

function setup(handler: (request: RecordedRequest) => Response | Promise<Response> = () => jsonResponse(200, { results: LOCATIONS })) {
  saveSession({ access: "a", refresh: "r" }, TEST_USER);
  const { requests } = mockFetch(handler);
  const onPick = vi.fn();
  renderWithProviders(<LocationPicker label="Audience location" onPick={onPick} />);
  return { user: userEvent.setup(), requests, onPick, input: screen.getByRole("combobox", { name: "Audience location" }) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("LocationPicker (SPEC §5: at least 2 characters, 300 ms debounce; §8 messages)", { timeout: 60_000 }, () => {
  it("searches nothing below 2 characters", async () => {
    const { user, requests, input } = setup();
    await user.type(input, "r");
    await sleep(450);
    expect(requests).toHaveLength(0);
    expect(screen.queryByText("Loading locations…")).not.toBeInTheDocument();
  });

  it("waits 300 ms after the last keystroke and searches once, in the user's language", async () => {
    const { user, requests, input } = setup();
    await user.type(input, "riy");
    expect(screen.getByText("Loading locations…")).toBeInTheDocument();
    await sleep(200);
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe("/api/search/locations/?q=riy&lang=en");
    expect(await screen.findByRole("option", { name: /Riyadh, Saudi Arabia/ })).toBeInTheDocument();
  });

  it("picks by keyboard: arrows move, Enter picks and empties the input", async () => {
    const { user, onPick, input } = setup();
    await user.type(input, "sa");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: /Riyadh/ })).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Riyadh/ }).id);
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith(LOCATIONS[1]);
    expect(input).toHaveValue("");
  });

  it("says 'No results' when nothing matches", async () => {
    const { user, input } = setup(() => jsonResponse(200, { results: [] }));
    await user.type(input, "zzz");
    expect(await screen.findByText("No results")).toBeInTheDocument();
  });

  it("asks in Arabic when the app is in Arabic", async () => {
    await i18n.changeLanguage("ar");
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    const { requests } = mockFetch(() => jsonResponse(200, { results: [] }));
    renderWithProviders(<LocationPicker label="موقع الجمهور" onPick={() => {}} />);
    await userEvent.setup().type(screen.getByRole("combobox", { name: "موقع الجمهور" }), "الرياض");
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]?.url ?? "", "http://x").searchParams.get("lang")).toBe("ar");
    expect(await screen.findByText("لا توجد نتائج")).toBeInTheDocument();
  });

  it("keeps the list when a search fails, and only logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = false;
    const { user, input } = setup(() => (fail ? jsonResponse(500, { detail: "down" }) : jsonResponse(200, { results: LOCATIONS })));
    await user.type(input, "sa");
    await screen.findByRole("option", { name: /Riyadh/ });
    fail = true;
    await user.type(input, "u");
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole("option", { name: /Riyadh/ })).toBeInTheDocument();
    logged.mockRestore();
  });
});

import { act, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderSearch } from "../testing/render-search";
import { FOLLOWER_SLIDER_LAST, positionOf } from "../utils/follower-scale";

configure({ asyncUtilTimeout: 10_000 });

/** Issue 14 item 4: Nano and Micro can be set with the slider itself, by keyboard and by dragging. */

const slider = (name: string) => screen.getByRole("slider", { name });
const TRACK_WIDTH = 630;

async function searchAndGetBody(rendered: ReturnType<typeof renderSearch>) {
  const before = rendered.searches().length;
  await rendered.user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(rendered.searches()).toHaveLength(before + 1));
  return rendered.lastBody() as Record<string, unknown>;
}

async function press(rendered: ReturnType<typeof renderSearch>, element: HTMLElement, keys: string) {
  act(() => element.focus());
  await rendered.user.keyboard(keys);
}

describe("the follower slider, by keyboard", { timeout: 60_000 }, () => {
  it("reaches Nano (1,000–10,000): the maximum thumb steps down through round figures", async () => {
    const rendered = renderSearch();
    const max = slider("Maximum followers");
    expect(max).toHaveAttribute("aria-valuetext", "10,000,000");
    // Ten stops at a time, then one: 63 → 23 → 17 (10,000).
    await press(rendered, max, "{PageDown}{PageDown}{PageDown}{PageDown}");
    await rendered.user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(max).toHaveAttribute("aria-valuetext", "10,000");
    expect(slider("Minimum followers")).toHaveAttribute("aria-valuetext", "1,000");
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 1_000, to: 10_000 });
  });

  it("reaches Micro (10,000–50,000) with both thumbs", async () => {
    const rendered = renderSearch();
    await press(rendered, slider("Maximum followers"), "{PageDown}{PageDown}{PageDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await press(
      rendered,
      slider("Minimum followers"),
      "{PageUp}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}",
    );
    expect(slider("Minimum followers")).toHaveAttribute("aria-valuetext", "10,000");
    expect(slider("Maximum followers")).toHaveAttribute("aria-valuetext", "50,000");
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 10_000, to: 50_000 });
  });
});

describe("the follower slider, by dragging", { timeout: 60_000 }, () => {
  // jsdom lays nothing out: give the track a width and let the thumbs capture the pointer.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: TRACK_WIDTH, height: 20 }),
    );
    Object.assign(HTMLElement.prototype, {
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
      hasPointerCapture: () => true,
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const at = (followers: number) => ({ clientX: (positionOf(followers) / FOLLOWER_SLIDER_LAST) * TRACK_WIDTH, pointerId: 1, button: 0 });

  function drag(track: HTMLElement, from: { clientX: number }, to: { clientX: number }) {
    fireEvent.pointerDown(track, { ...from, pointerId: 1, button: 0 });
    fireEvent.pointerMove(track, { ...to, pointerId: 1 });
    fireEvent.pointerUp(track, { ...to, pointerId: 1 });
  }

  it("drags the maximum down to 10,000 (Nano) and the minimum up to 10,000 with the maximum at 50,000 (Micro)", async () => {
    const rendered = renderSearch();
    const track = slider("Minimum followers").closest("span[dir]") as HTMLElement;
    expect(track).not.toBeNull();
    // Grabbed near the end, the maximum thumb moves; a linear track would put 10,000 at 1 px.
    drag(track, { clientX: TRACK_WIDTH - 5 }, at(10_000));
    expect(at(10_000).clientX).toBeGreaterThan(TRACK_WIDTH / 4);
    expect(slider("Maximum followers")).toHaveAttribute("aria-valuetext", "10,000");
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 1_000, to: 10_000 });

    drag(track, at(10_000), at(50_000));
    drag(track, { clientX: 1 }, at(10_000));
    expect(slider("Minimum followers")).toHaveAttribute("aria-valuetext", "10,000");
    expect(slider("Maximum followers")).toHaveAttribute("aria-valuetext", "50,000");
    expect((await searchAndGetBody(rendered)).subscribers_count).toEqual({ from: 10_000, to: 50_000 });
  });
});

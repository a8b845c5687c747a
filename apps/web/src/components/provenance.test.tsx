import type { TProvenance } from "@radar/contract/sources";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { Figure, ProvenanceLine, ProvenanceStack } from "./provenance";

const YOUTUBE: TProvenance = { source: "youtube", sandbox: true, fetched_at: "2026-01-05T10:00:00Z", estimated: [], missing: [] };

describe("ProvenanceLine ('data as of … · source')", () => {
  it("writes the date and the source in English, with the sandbox marker", () => {
    render(<ProvenanceLine provenance={YOUTUBE} />);
    expect(screen.getByTestId("provenance")).toHaveTextContent("Data as of Jan 05, 2026 · YouTube (sandbox)");
  });

  it("writes them in Arabic, the date in the Arabic order and month names", async () => {
    await act(() => i18n.changeLanguage("ar"));
    render(<ProvenanceLine provenance={YOUTUBE} />);
    expect(screen.getByTestId("provenance")).toHaveTextContent("البيانات بتاريخ 05 يناير 2026 · يوتيوب (بيئة تجريبية)");
  });

  it.each([
    ["seed", "Demo data", "بيانات تجريبية"],
    ["import", "File import", "استيراد من ملف"],
    ["instagram", "Instagram", "إنستغرام"],
    ["x", "X", "إكس"],
    ["hypeauditor", "HypeAuditor", "HypeAuditor"],
    ["modash", "Modash", "Modash"],
  ] as const)("names the source %s '%s' / '%s', without a sandbox marker for live data", async (source, english, arabic) => {
    const provenance = { ...YOUTUBE, source, sandbox: false };
    const { unmount } = render(<ProvenanceLine provenance={provenance} />);
    expect(screen.getByTestId("provenance")).toHaveTextContent(`Data as of Jan 05, 2026 · ${english}`);
    expect(screen.getByTestId("provenance")).not.toHaveTextContent("sandbox");
    unmount();
    await act(() => i18n.changeLanguage("ar"));
    render(<ProvenanceLine provenance={provenance} />);
    expect(screen.getByTestId("provenance")).toHaveTextContent(arabic);
  });

  it("stacks the date over the source for a table column, with the whole line as its title", () => {
    render(<ProvenanceStack provenance={YOUTUBE} />);
    const stack = screen.getByTestId("provenance");
    expect(stack).toHaveTextContent("Jan 05, 2026YouTube (sandbox)");
    // "YouTube (sandbox)" is kept on one line with a no-break space.
    expect(stack.getAttribute("title")?.replaceAll("\u00a0", " ")).toBe("Data as of Jan 05, 2026 · YouTube (sandbox)");
  });
});

describe("Figure", () => {
  it("shows an unknown figure as '—', never 0, and tells screen readers it is not available", () => {
    render(<Figure text={null} estimated />);
    expect(screen.getByText("—")).toBeInTheDocument();
    expect(screen.getByText("Not available")).toHaveClass("sr-only");
    expect(screen.queryByTestId("estimate-mark")).not.toBeInTheDocument();
  });

  it("marks an estimated figure 'est.' ('(estimate)' for screen readers)", async () => {
    const { container } = render(<Figure text="4.12%" estimated />);
    expect(container).toHaveTextContent("4.12%est.(estimate)");
    await act(() => i18n.changeLanguage("ar"));
    expect(container).toHaveTextContent("4.12%تقديري");
  });
});

import { describe, expect, it } from "vitest";
import { visualRuns } from "./bidi-runs.ts";

describe("visualRuns", () => {
  it("keeps a left-to-right line as one run", () => {
    expect(visualRuns("Followers 184,300", "ltr")).toEqual([{ text: "Followers 184,300", rtl: false }]);
  });

  it("orders runs of an Arabic line right to left, keeping each run logical and Latin parts whole", () => {
    const runs = visualRuns("الحساب sara.alqahtani لدى 184,300 متابع", "rtl");
    expect(runs.map((r) => r.text)).toEqual([" متابع", "184,300", " لدى ", "sara.alqahtani", "الحساب "]);
    expect(runs.map((r) => r.rtl)).toEqual([true, false, true, false, true]);
  });

  it("mirrors brackets in right-to-left runs", () => {
    // Drawn left to right: "(", "84", then the Arabic run that fontkit reverses — read right to left: جودة (84).
    expect(visualRuns("جودة (84)", "rtl")).toEqual([
      { text: "(", rtl: true },
      { text: "84", rtl: false },
      { text: "جودة )", rtl: true },
    ]);
  });

  it("keeps a figure wrapped in left-to-right marks whole, and drops the marks", () => {
    expect(visualRuns("إناث: \u200e68.0%\u200e", "rtl")).toEqual([
      { text: "68.0%", rtl: false },
      { text: "إناث: ", rtl: true },
    ]);
  });

  it("keeps a range between left-to-right marks in reading order, where bare it is laid out from the right", () => {
    expect(visualRuns("13–17", "rtl").map((r) => r.text)).toEqual(["17", "–", "13"]);
    expect(visualRuns("\u200e13–17\u200e", "rtl")).toEqual([{ text: "13–17", rtl: false }]);
    expect(visualRuns("الفئة \u200e65+\u200e", "rtl")).toEqual([
      { text: "65+", rtl: false },
      { text: "الفئة ", rtl: true },
    ]);
  });
});

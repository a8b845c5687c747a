import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { sampleModel } from "../../../../../test/fixtures/report-sample-model.ts";
import { renderPptxReport } from "./pptx-report.ts";

async function open(data: Buffer) {
  const zip = await JSZip.loadAsync(data);
  const files = Object.keys(zip.files);
  const read = (name: string) => zip.file(name)?.async("string") ?? Promise.resolve("");
  const slides = files
    .filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  const slideXml = (await Promise.all(slides.map(read))).join("\n");
  return { zip, files, read, slides, slideXml };
}

describe("PPTX report", () => {
  it("is a valid package whose slides hold the figures and which has native chart parts", async () => {
    const { files, read, slides, slideXml } = await open(await renderPptxReport(sampleModel({ language: "en" })));
    expect(files).toContain("[Content_Types].xml");
    expect(files).toContain("ppt/presentation.xml");
    const contentTypes = await read("[Content_Types].xml");
    expect(slides.length).toBeGreaterThanOrEqual(7);
    for (const slide of slides) expect(contentTypes).toContain(`/${slide}`);
    for (const expected of [
      "Sara Al-Qahtani",
      "@sara.alqahtani",
      "184,300",
      "4.12%",
      "61,000",
      "7,420",
      "84/100",
      "Very good",
      "similar.creator10",
      "Data as of: Nov 20, 2026",
    ]) {
      expect(slideXml).toContain(expected);
    }
    expect(slideXml).toMatch(/SAR\s4,500/);
    const charts = files.filter((f) => /^ppt\/charts\/chart\d+\.xml$/.test(f));
    expect(charts.length).toBeGreaterThanOrEqual(4);
    const chartXml = (await Promise.all(charts.map(read))).join("\n");
    expect(chartXml).toContain("<c:doughnutChart>");
    expect(chartXml).toContain("<c:barChart>");
    expect(chartXml).toMatch(/<c:v>68<\/c:v>/); // the female share, as the chart's own data
    for (const chart of charts) expect(contentTypes).toContain(`/${chart}`);
    // Every chart is referenced from a slide.
    const rels = (await Promise.all(slides.map((s) => read(s.replace("slides/", "slides/_rels/").replace(".xml", ".xml.rels"))))).join(
      "\n",
    );
    for (const chart of charts) expect(rels).toContain(`/${chart}"`);
  });

  it("writes Arabic slides right to left", async () => {
    const { slideXml, read } = await open(await renderPptxReport(sampleModel({ language: "ar" })));
    expect(await read("ppt/presentation.xml")).toContain('rtl="1"');
    expect(slideXml).toContain('rtl="1"');
    expect(slideXml).toContain('lang="ar-SA"');
    expect(slideXml).toContain("نظرة عامة");
    expect(slideXml).toContain("الأسعار التقديرية");
  });

  it("makes Brief fewer slides than Standard", async () => {
    const standard = await open(await renderPptxReport(sampleModel({ template: "standard" })));
    const brief = await open(await renderPptxReport(sampleModel({ template: "brief" })));
    expect(brief.slides.length).toBeLessThan(standard.slides.length);
    expect(standard.slideXml).toContain("Audience age groups");
    expect(brief.slideXml).not.toContain("Audience age groups");
  });
});

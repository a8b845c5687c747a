import type PptxGenJS from "pptxgenjs";
import type { Block } from "../document/report-document.ts";
import { COLORS, hex } from "../report-theme.ts";
import { FONT, type PptxFrame, type SlideBox } from "./pptx-frame.ts";

type Slide = PptxGenJS.Slide;
type BlockOf<K extends Block["kind"]> = Extract<Block, { kind: K }>;

const chartBox = (frame: PptxFrame, box: SlideBox) => ({ x: frame.x(box.x, box.w), y: box.y, w: box.w, h: box.h });

/** PptxGenJS writes the orientation it is given into the chart's XML; its types only list "minMax". */
const orientation = (reversed: boolean) => (reversed ? "maxMin" : "minMax") as "minMax";

/** Native charts (PowerPoint, Keynote and LibreOffice open them as charts with their data), titled in the chart. */
const titled = (title: string) => ({ showTitle: true, title, titleFontSize: 13, titleFontFace: FONT });

export function donutChart(frame: PptxFrame, slide: Slide, block: BlockOf<"donut">, box: SlideBox): void {
  const data = [{ name: block.title, labels: block.slices.map((s) => s.label), values: block.slices.map((s) => s.value) }];
  slide.addChart(frame.pptx.ChartType.doughnut, data, {
    ...chartBox(frame, box),
    ...titled(block.title),
    holeSize: 55,
    chartColors: block.slices.map((slice) => hex(slice.color)),
    showLegend: true,
    legendPos: "b",
    legendFontFace: FONT,
    showPercent: true,
    showValue: false,
    dataLabelColor: "FFFFFF",
    dataLabelFontSize: 11,
  });
}

/**
 * Horizontal bars, first bar on top (bar charts list categories bottom-up, hence the reversal). In
 * Arabic the value axis runs right to left, so the bars grow from the right as the PDF's do.
 */
export function barChart(frame: PptxFrame, slide: Slide, block: BlockOf<"bars">, box: SlideBox): void {
  const bars = [...block.bars].reverse();
  slide.addChart(frame.pptx.ChartType.bar, [{ name: block.title, labels: bars.map((b) => b.label), values: bars.map((b) => b.value) }], {
    ...chartBox(frame, box),
    ...titled(block.title),
    barDir: "bar",
    chartColors: [hex(block.color)],
    showValue: true,
    dataLabelFormatCode: '0.0"%"',
    dataLabelFontSize: 9,
    catAxisLabelFontSize: 10,
    catAxisLabelFontFace: FONT,
    catAxisOrientation: "minMax",
    valAxisOrientation: orientation(frame.rtl),
    valAxisHidden: true,
    valGridLine: { style: "none" },
    showLegend: false,
  });
}

/**
 * The account against its tier's median: the counts both have as a clustered column chart at the
 * start, the percentages (and any figure the source does not give) written beside it, since they
 * would vanish on the counts' scale.
 */
export function comparisonChart(frame: PptxFrame, slide: Slide, block: BlockOf<"comparison">, box: SlideBox): void {
  const charted = block.rows.filter((row) => row.unit === "count" && row.account !== null && row.median !== null);
  const written = block.rows.filter((row) => !charted.includes(row));
  const chartWidth = charted.length > 0 ? box.w * 0.62 : 0;
  if (charted.length > 0) {
    const labels = charted.map((row) => row.label);
    const series = [
      { name: block.legend.account, labels, values: charted.map((row) => row.account ?? 0) },
      { name: block.legend.median, labels, values: charted.map((row) => row.median ?? 0) },
    ];
    slide.addChart(frame.pptx.ChartType.bar, series, {
      ...chartBox(frame, { ...box, w: chartWidth }),
      barDir: "col",
      barGrouping: "clustered",
      chartColors: [hex(COLORS.primary), hex(COLORS.median)],
      showLegend: true,
      legendPos: "b",
      legendFontFace: FONT,
      showValue: true,
      dataLabelFormatCode: "#,##0",
      dataLabelFontSize: 9,
      catAxisLabelFontSize: 11,
      catAxisLabelFontFace: FONT,
      // Arabic lists the categories from the right.
      catAxisOrientation: orientation(frame.rtl),
      valAxisHidden: true,
      valGridLine: { style: "none" },
    });
  }
  const lines = frame.paragraphs(
    written.flatMap((row) => [
      { text: row.label, options: { bold: true, fontSize: 14 } },
      { text: `${block.legend.account}: ${row.accountText}`, options: { fontSize: 20, bold: true, color: hex(COLORS.primary) } },
      { text: `${block.legend.median}: ${row.medianText}`, options: { fontSize: 13 } },
    ]),
  );
  const x = box.x + chartWidth + (chartWidth > 0 ? 0.3 : 0);
  slide.addText(lines, frame.text({ x, y: box.y + 0.1, w: box.w - (x - box.x), h: box.h - 0.1, paraSpaceAfter: 6 }));
}

/**
 * The follower chart as a native line chart (its data stays editable). In Arabic time runs from the
 * right and the value axis, which crosses at the first day, stands on the right with it.
 */
export function lineChart(frame: PptxFrame, slide: Slide, block: BlockOf<"line">, box: SlideBox): void {
  const data = [{ name: block.title, labels: block.points.map((point) => point.label), values: block.points.map((point) => point.value) }];
  const low = Math.min(...block.ticks.map((tick) => tick.value));
  const high = Math.max(...block.ticks.map((tick) => tick.value));
  slide.addChart(frame.pptx.ChartType.line, data, {
    ...chartBox(frame, box),
    ...titled(block.title),
    chartColors: [hex(COLORS.primary)],
    lineSize: 2,
    lineDataSymbol: "none",
    showLegend: false,
    catAxisOrientation: orientation(frame.rtl),
    catAxisLabelFontSize: 9,
    catAxisLabelFontFace: FONT,
    // About four dates along the axis, as the PDF writes them.
    catAxisLabelFrequency: String(Math.max(1, Math.ceil(block.points.length / 4))),
    valAxisLabelFontSize: 9,
    valAxisLabelFormatCode: "#,##0",
    valAxisMinVal: low,
    valAxisMaxVal: high,
    valGridLine: { color: hex(COLORS.border), style: "solid", size: 0.5 },
  });
}

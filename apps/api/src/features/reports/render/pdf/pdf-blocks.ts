import type { Block, ChartBlock, SignalLine } from "../document/report-document.ts";
import { COLORS } from "../report-theme.ts";
import type { Box, PdfCanvas } from "./pdf-canvas.ts";
import { barChart, comparisonChart, donutChart, LINE_CHART, lineChart, scoreGauge } from "./pdf-charts.ts";
import { drawIdentity, drawNames, drawTable, drawTiles } from "./pdf-panels.ts";

const TEXT_STYLES = {
  body: { size: 10, color: COLORS.text },
  caption: { size: 8.5, color: COLORS.muted },
  notice: { size: 10, color: COLORS.muted },
} as const;

/** A donut with its legend beside it: the width it takes in a row of charts. */
export const DONUT_WIDTH = 230;

/** The height `drawBlock` will take, so that a page break can come before it. */
export function blockHeight(canvas: PdfCanvas, block: Block, width: number): number {
  switch (block.kind) {
    case "identity":
      return 92;
    case "tiles":
      return block.tiles.some((tile) => tile.note) ? 70 : 50;
    case "text": {
      const style = TEXT_STYLES[block.style];
      return canvas.wrap(block.text, { ...style, width, maxLines: block.maxLines }).length * style.size * 1.45;
    }
    case "comparison":
      return 20 + block.rows.length * 32;
    case "score":
      return block.score === null ? 38 : 66;
    case "donut":
      return 96;
    case "bars":
      return block.bars.length * 19;
    case "table":
      return 20 + block.rows.length * 20;
    case "names":
      return Math.ceil(block.names.length / 2) * 16;
    case "line":
      return LINE_CHART.title + LINE_CHART.plot + LINE_CHART.dates;
    case "signals":
      return block.items.reduce((sum, item) => sum + signalHeight(canvas, item, width), 0);
    case "links":
      return LINK_LINE * (block.items.length + 1);
  }
}

const LINK_LINE = 15;

/**
 * The heading, then each address after its label, in the link colour and clickable (a PDF link
 * annotation over the address as drawn).
 */
function drawLinks(canvas: PdfCanvas, block: Extract<Block, { kind: "links" }>, box: Box): number {
  canvas.text(block.title, { start: box.start, y: box.y, width: box.width, size: 9.5, bold: true, color: COLORS.text });
  const labelWidth = Math.min(box.width * 0.45, Math.max(...block.items.map((item) => canvas.measure(`${item.label}:`, { size: 9 }))) + 10);
  block.items.forEach((item, i) => {
    const y = box.y + LINK_LINE * (i + 1);
    canvas.text(`${item.label}:`, { start: box.start, y, width: labelWidth, size: 9, color: COLORS.muted });
    const width = Math.min(box.width - labelWidth, canvas.measure(item.display, { size: 9 }));
    canvas.text(item.display, { start: box.start + labelWidth, y, width, size: 9, color: COLORS.primary });
    canvas.doc.link(canvas.x(box.start + labelWidth, width), y, width, 11, item.url);
  });
  return LINK_LINE * (block.items.length + 1);
}

const SIGNAL_TEXT = { size: 9, lineHeight: 12.5 } as const;
const TONES = { good: COLORS.good, watch: COLORS.warn, warning: COLORS.bad } as const;

/** A signal: its name, figures and verdict on one line, its reason wrapped beneath, and a gap. */
function signalHeight(canvas: PdfCanvas, item: SignalLine, width: number): number {
  const lines = canvas.wrap(item.reason, { size: SIGNAL_TEXT.size, width: width - 14 }).length;
  return 16 + lines * SIGNAL_TEXT.lineHeight + 8;
}

/** Each signal behind a bar in its verdict's colour at the start edge. */
function drawSignals(canvas: PdfCanvas, block: Extract<Block, { kind: "signals" }>, box: Box): number {
  let y = box.y;
  const nameWidth = box.width * 0.32;
  const verdictWidth = box.width * 0.18;
  for (const item of block.items) {
    const height = signalHeight(canvas, item, box.width);
    const tone = TONES[item.tone];
    canvas.rect(box.start, y, 3, height - 8, tone, 1);
    canvas.text(item.name, { start: box.start + 12, y, width: nameWidth - 16, size: 10, bold: true });
    const figures = { start: box.start + nameWidth, y: y + 1, width: box.width - nameWidth - verdictWidth, size: 9 };
    canvas.text(item.figures, { ...figures, color: COLORS.text });
    canvas.text(item.verdict, {
      start: box.start + box.width - verdictWidth,
      y,
      width: verdictWidth,
      size: 9.5,
      bold: true,
      color: tone,
      align: "end",
    });
    canvas.paragraph(item.reason, {
      start: box.start + 12,
      y: y + 16,
      width: box.width - 14,
      size: SIGNAL_TEXT.size,
      lineHeight: SIGNAL_TEXT.lineHeight,
      color: COLORS.muted,
    });
    y += height;
  }
  return y - box.y;
}

/** Draws one block; returns the height it took. */
export function drawBlock(canvas: PdfCanvas, block: Block, box: Box): number {
  switch (block.kind) {
    case "identity":
      return drawIdentity(canvas, block, box);
    case "tiles":
      return drawTiles(canvas, block, box);
    case "text":
      return canvas.paragraph(block.text, { ...box, ...TEXT_STYLES[block.style], maxLines: block.maxLines });
    case "score":
      return drawScore(canvas, block, box);
    case "table":
      return drawTable(canvas, block, box);
    case "names":
      return drawNames(canvas, block, box);
    case "signals":
      return drawSignals(canvas, block, box);
    case "links":
      return drawLinks(canvas, block, box);
    default:
      return drawChart(canvas, block, box);
  }
}

function drawChart(canvas: PdfCanvas, block: ChartBlock, box: Box): number {
  if (block.kind === "comparison") return comparisonChart(canvas, { ...box, rows: block.rows, legend: block.legend });
  if (block.kind === "line") return lineChart(canvas, { ...box, ...block });
  if (block.kind === "bars") {
    // The labels' column is as wide as the longest label needs, up to 40 % of the chart.
    const widest = Math.max(...block.bars.map((bar) => canvas.measure(bar.label, { size: 9 })));
    const labelWidth = Math.min(box.width * 0.4, Math.max(40, widest + 12));
    return barChart(canvas, { ...box, items: block.bars, labelWidth, max: block.max ?? undefined, color: block.color });
  }
  const size = 92;
  donutChart(canvas, { start: box.start, y: box.y, size, center: block.center, slices: block.slices });
  block.slices.forEach((slice, i) => {
    const top = box.y + size / 2 - (block.slices.length * 22) / 2 + i * 22;
    canvas.rect(box.start + size + 20, top + 2, 10, 10, slice.color, 2);
    canvas.text(`${slice.label}: ${slice.display}`, { start: box.start + size + 36, y: top, width: box.width - size - 36, size: 10.5 });
  });
  return size + 4;
}

function drawScore(canvas: PdfCanvas, block: Extract<Block, { kind: "score" }>, box: Box): number {
  canvas.text(block.value, { start: box.start, y: box.y, width: 90, size: 20, bold: true, color: COLORS.primary });
  if (block.band) canvas.text(block.band, { start: box.start + 96, y: box.y + 2, width: 200, size: 14, bold: true });
  canvas.text(block.caption, {
    start: box.start + 96,
    y: block.band ? box.y + 20 : box.y + 8,
    width: box.width - 96,
    size: 8.5,
    color: COLORS.muted,
  });
  if (block.score === null) return 38;
  return 38 + scoreGauge(canvas, { start: box.start, y: box.y + 38, width: box.width, score: block.score });
}

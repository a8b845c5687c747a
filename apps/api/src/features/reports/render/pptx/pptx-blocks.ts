import type PptxGenJS from "pptxgenjs";
import { type Block, isChart } from "../document/report-document.ts";
import { COLORS, hex, scoreColor } from "../report-theme.ts";
import { barChart, comparisonChart, donutChart, lineChart } from "./pptx-charts.ts";
import type { PptxFrame, SlideBox } from "./pptx-frame.ts";
import { drawIdentity, drawNames, drawTable, drawTiles } from "./pptx-panels.ts";

type Slide = PptxGenJS.Slide;
type BlockOf<K extends Block["kind"]> = Extract<Block, { kind: K }>;

const TEXT_STYLES = {
  body: { fontSize: 13, color: COLORS.text },
  caption: { fontSize: 11, color: COLORS.muted },
  notice: { fontSize: 14, color: COLORS.muted },
} as const;

/** Lines a text takes in a box `width` inches wide (an average glyph is about half its font size wide). */
function lineCount(text: string, fontSize: number, width: number, maxLines = Number.POSITIVE_INFINITY): number {
  const perLine = Math.max(1, Math.floor((width * 72) / (fontSize * 0.5)));
  const lines = text.split("\n").reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
  return Math.min(lines, maxLines);
}

/** The height a block takes on a slide, in inches; null for charts, which share what is left. */
export function blockHeight(block: Block, width: number): number | null {
  if (isChart(block)) return null;
  switch (block.kind) {
    case "identity":
      return 1.25;
    case "tiles":
      return block.tiles.some((tile) => tile.note) ? 1.25 : 1.0;
    case "text": {
      const { fontSize } = TEXT_STYLES[block.style];
      return lineCount(block.text, fontSize, width, block.maxLines) * ((fontSize * 1.3) / 72) + 0.1;
    }
    case "score":
      return block.score === null ? 0.75 : 1.45;
    case "table":
      return (block.rows.length + 1) * 0.3;
    case "names":
      return Math.ceil(block.names.length / 2) * 0.32;
    case "signals":
      return block.items.reduce((sum, item) => sum + signalHeight(item, width), 0);
    case "links":
      return (block.items.length + 1) * LINK_LINE;
  }
}

/** A line of the links block, in inches (12 pt text with its spacing). */
const LINK_LINE = 0.25;

/** The heading, then each label with its address as a hyperlink. */
function drawLinks(frame: PptxFrame, slide: Slide, block: BlockOf<"links">, box: SlideBox): void {
  const runs: PptxGenJS.TextProps[] = [
    { text: block.title, options: { bold: true, fontSize: 12, breakLine: true, rtlMode: frame.rtl } },
    ...block.items.flatMap((item): PptxGenJS.TextProps[] => [
      { text: `${item.label}: `, options: { fontSize: 11, color: hex(COLORS.muted), breakLine: false, rtlMode: frame.rtl } },
      {
        text: item.display,
        options: { fontSize: 11, color: hex(COLORS.primary), hyperlink: { url: item.url }, breakLine: true, rtlMode: frame.rtl },
      },
    ]),
  ];
  slide.addText(runs, frame.text({ ...box }));
}

const SIGNAL_FONT = { name: 12, text: 9.5 } as const;
const TONES = { good: COLORS.good, watch: COLORS.warn, warning: COLORS.bad } as const;

/** A signal's name line (with its figures), then its reason at the text size. */
function signalHeight(item: BlockOf<"signals">["items"][number], width: number): number {
  const lines = lineCount(item.reason, SIGNAL_FONT.text, width - 0.15);
  return (SIGNAL_FONT.name * 1.3) / 72 + (lines * SIGNAL_FONT.text * 1.25) / 72 + 0.06;
}

/** The signals as one text box: each name, its verdict in the verdict's colour and its figures, the reason beneath. */
function drawSignals(frame: PptxFrame, slide: Slide, block: BlockOf<"signals">, box: SlideBox): void {
  const runs = block.items.flatMap((item) => [
    { text: `${item.name} — `, options: { bold: true, fontSize: SIGNAL_FONT.name, breakLine: false, rtlMode: frame.rtl } },
    {
      text: item.verdict,
      options: { bold: true, fontSize: SIGNAL_FONT.name, color: hex(TONES[item.tone]), breakLine: false, rtlMode: frame.rtl },
    },
    { text: ` · ${item.figures}`, options: { fontSize: SIGNAL_FONT.text, breakLine: true, rtlMode: frame.rtl } },
    {
      text: item.reason,
      options: { fontSize: SIGNAL_FONT.text, color: hex(COLORS.muted), breakLine: true, paraSpaceAfter: 4, rtlMode: frame.rtl },
    },
  ]);
  slide.addText(runs, frame.text({ ...box }));
}

export function drawBlock(frame: PptxFrame, slide: Slide, block: Block, box: SlideBox): void {
  switch (block.kind) {
    case "identity":
      drawIdentity(frame, slide, block, box);
      break;
    case "tiles":
      drawTiles(frame, slide, block, box);
      break;
    case "text": {
      const style = TEXT_STYLES[block.style];
      slide.addText(block.text, frame.text({ ...box, fontSize: style.fontSize, color: hex(style.color) }));
      break;
    }
    case "score":
      drawScore(frame, slide, block, box);
      break;
    case "table":
      drawTable(frame, slide, block, box);
      break;
    case "names":
      drawNames(frame, slide, block, box);
      break;
    case "donut":
      donutChart(frame, slide, block, box);
      break;
    case "bars":
      barChart(frame, slide, block, box);
      break;
    case "comparison":
      comparisonChart(frame, slide, block, box);
      break;
    case "line":
      lineChart(frame, slide, block, box);
      break;
    case "signals":
      drawSignals(frame, slide, block, box);
      break;
    case "links":
      drawLinks(frame, slide, block, box);
      break;
  }
}

/** The score, its band and a bar filled to the score (none when the source gives no score). */
function drawScore(frame: PptxFrame, slide: Slide, block: BlockOf<"score">, box: SlideBox): void {
  slide.addText(block.value, frame.text({ x: box.x, y: box.y, w: 1.8, h: 0.6, fontSize: 30, bold: true, color: hex(COLORS.primary) }));
  const side = { x: box.x + 1.9, w: box.w - 1.9 };
  if (block.band) slide.addText(block.band, frame.text({ ...side, y: box.y + 0.05, h: 0.5, fontSize: 20, bold: true }));
  if (block.score === null) {
    slide.addText(block.caption, frame.text({ ...side, y: box.y + 0.15, h: 0.35, fontSize: 12, color: hex(COLORS.muted) }));
    return;
  }
  const bar = { x: box.x, y: box.y + 0.75, w: box.w, h: 0.22 };
  frame.roundRect(slide, bar, COLORS.track, COLORS.track, 0.1);
  const color = scoreColor(block.score);
  frame.roundRect(slide, { ...bar, w: Math.max(0.1, (box.w * block.score) / 100) }, color, color, 0.1);
  slide.addText(block.caption, frame.text({ x: box.x, y: box.y + 1.1, w: box.w, h: 0.35, fontSize: 11, color: hex(COLORS.muted) }));
}

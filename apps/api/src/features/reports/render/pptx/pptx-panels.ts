import type PptxGenJS from "pptxgenjs";
import type { Block } from "../document/report-document.ts";
import { COLORS, hex } from "../report-theme.ts";
import { FONT, type PptxFrame, type SlideBox } from "./pptx-frame.ts";

type Slide = PptxGenJS.Slide;
type BlockOf<K extends Block["kind"]> = Extract<Block, { kind: K }>;

export function drawIdentity(frame: PptxFrame, slide: Slide, block: BlockOf<"identity">, box: SlideBox): void {
  frame.roundRect(slide, box, COLORS.primarySoft);
  const photo = { x: frame.x(box.x + 0.2, 0.8), y: box.y + 0.22, w: 0.8, h: 0.8 };
  slide.addShape(frame.pptx.ShapeType.ellipse, { ...photo, fill: { color: hex(COLORS.primary) }, line: { color: hex(COLORS.primary) } });
  if (block.avatar) {
    const type = block.avatar[0] === 0x89 ? "png" : "jpeg";
    slide.addImage({ data: `data:image/${type};base64,${block.avatar.toString("base64")}`, ...photo, rounding: true });
  } else {
    const initials = { x: box.x + 0.2, y: box.y + 0.42, w: 0.8, h: 0.4, fontSize: 20, bold: true, color: "FFFFFF" };
    slide.addText(block.initials, frame.text({ ...initials, align: "center" }));
  }
  const x = box.x + 1.2;
  const w = box.w - 1.4;
  slide.addText(block.name, frame.text({ x, y: box.y + 0.1, w, h: 0.35, fontSize: 18, bold: true }));
  block.lines.forEach((line, i) => {
    slide.addText(line, frame.text({ x, y: box.y + 0.5 + i * 0.22, w, h: 0.22, fontSize: 10.5, color: hex(COLORS.muted) }));
  });
}

export function drawTiles(frame: PptxFrame, slide: Slide, block: BlockOf<"tiles">, box: SlideBox): void {
  const gap = 0.2;
  const w = (box.w - gap * (block.tiles.length - 1)) / block.tiles.length;
  const estimate = block.tone === "estimate";
  block.tiles.forEach((tile, i) => {
    const x = box.x + i * (w + gap);
    frame.roundRect(slide, { x, y: box.y, w, h: box.h }, estimate ? "#fffbeb" : COLORS.primarySoft, estimate ? "#fde68a" : COLORS.border);
    const inner = { x: x + 0.15, w: w - 0.3 };
    slide.addText(tile.label, frame.text({ ...inner, y: box.y + 0.1, h: 0.3, fontSize: 11, color: hex(COLORS.muted) }));
    const color = hex(estimate ? COLORS.estimate : COLORS.text);
    slide.addText(tile.value, frame.text({ ...inner, y: box.y + 0.4, h: 0.45, fontSize: 22, bold: true, color }));
    if (tile.note) slide.addText(tile.note, frame.text({ ...inner, y: box.y + 0.88, h: 0.35, fontSize: 8, color: hex(COLORS.muted) }));
  });
}

/** Table cells take no rtl flag: in Arabic the columns are laid out mirrored, right-aligned. */
export function drawTable(frame: PptxFrame, slide: Slide, block: BlockOf<"table">, box: SlideBox): void {
  const cell = (value: string, options: PptxGenJS.TableCellProps = {}): PptxGenJS.TableCell => ({
    text: value,
    options: { fontFace: FONT, fontSize: 10, align: frame.rtl ? "right" : "left", lang: frame.rtl ? "ar-SA" : "en-US", ...options },
  });
  const header = block.columns.map((column) =>
    cell(column.title, { bold: true, fill: { color: hex(COLORS.track) }, color: hex(COLORS.muted) }),
  );
  const rows = [header, ...block.rows.map((row) => row.map((value) => cell(value)))];
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = block.columns.map((column) => (box.w * column.width) / total);
  slide.addTable(
    rows.map((row) => (frame.rtl ? [...row].reverse() : row)),
    {
      x: frame.x(box.x, box.w),
      y: box.y,
      w: box.w,
      colW: frame.rtl ? [...widths].reverse() : widths,
      rowH: 0.3,
      border: { type: "solid", color: hex(COLORS.border), pt: 0.5 },
    },
  );
}

export function drawNames(frame: PptxFrame, slide: Slide, block: BlockOf<"names">, box: SlideBox): void {
  const perColumn = Math.ceil(block.names.length / 2);
  const w = (box.w - 0.3) / 2;
  [block.names.slice(0, perColumn), block.names.slice(perColumn)].forEach((names, column) => {
    const lines = frame.paragraphs(names.map((name) => ({ text: name })));
    slide.addText(lines, frame.text({ x: box.x + column * (w + 0.3), y: box.y, w, h: box.h, fontSize: 12, paraSpaceAfter: 4 }));
  });
}

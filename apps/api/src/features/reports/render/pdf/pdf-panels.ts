import type { Block } from "../document/report-document.ts";
import { COLORS } from "../report-theme.ts";
import type { Box, PdfCanvas } from "./pdf-canvas.ts";

type BlockOf<K extends Block["kind"]> = Extract<Block, { kind: K }>;

/** The account's card: photo or initials, then the name and its three lines. */
export function drawIdentity(c: PdfCanvas, block: BlockOf<"identity">, box: Box): number {
  const avatarSize = 64;
  c.rect(box.start, box.y, box.width, 92, COLORS.primarySoft, 10);
  if (block.avatar) {
    const x = c.x(box.start + 14, avatarSize);
    c.doc.save();
    c.doc.circle(x + avatarSize / 2, box.y + 14 + avatarSize / 2, avatarSize / 2).clip();
    c.doc.image(block.avatar, x, box.y + 14, { width: avatarSize, height: avatarSize });
    c.doc.restore();
  } else {
    c.circle(box.start + 14, box.y + 14, avatarSize / 2, COLORS.primary);
    const initials = { start: box.start + 14, y: box.y + 36, width: avatarSize, size: 18, bold: true, color: "#ffffff" };
    c.text(block.initials, { ...initials, align: "center" });
  }
  const start = box.start + 92;
  const width = box.width - 92 - 14;
  c.text(block.name, { start, y: box.y + 12, width, size: 16, bold: true });
  const styles = [
    { y: 34, size: 10, color: COLORS.muted },
    { y: 51, size: 9.5, color: COLORS.text },
    { y: 67, size: 9.5, color: COLORS.muted },
  ];
  block.lines.forEach((line, i) => {
    const style = styles[i] ?? styles[2];
    if (style) c.text(line, { start, width, size: style.size, color: style.color, y: box.y + style.y });
  });
  return 92;
}

/** Figures side by side: white tiles for the account's figures, amber ones for estimated prices. */
export function drawTiles(c: PdfCanvas, block: BlockOf<"tiles">, box: Box): number {
  const gap = 8;
  const height = block.tiles.some((tile) => tile.note) ? 70 : 50;
  const width = (box.width - gap * (block.tiles.length - 1)) / block.tiles.length;
  const estimate = block.tone === "estimate";
  block.tiles.forEach((tile, i) => {
    const start = box.start + i * (width + gap);
    c.rect(start, box.y, width, height, estimate ? "#fffbeb" : "#ffffff", 8);
    if (!estimate) c.doc.roundedRect(c.x(start, width), box.y, width, height, 8).lineWidth(0.75).strokeColor(COLORS.border).stroke();
    c.text(tile.label, { start: start + 10, y: box.y + 9, width: width - 20, size: 8.5, color: COLORS.muted });
    const color = estimate ? COLORS.estimate : COLORS.text;
    c.text(tile.value, { start: start + 10, y: box.y + 23, width: width - 20, size: 15, bold: true, color });
    if (tile.note) {
      const note = { start: start + 10, y: box.y + 46, width: width - 20, size: 7, color: COLORS.muted };
      c.paragraph(tile.note, { ...note, lineHeight: 9, maxLines: 2 });
    }
  });
  return height;
}

/** A table whose columns share the width in proportion to their `width`. */
export function drawTable(c: PdfCanvas, block: BlockOf<"table">, box: Box): number {
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = block.columns.map((column) => (box.width * column.width) / total);
  const drawRow = (cells: string[], y: number, header: boolean) => {
    let start = box.start;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      const style = header ? { size: 8.5, bold: true, color: COLORS.muted } : { size: 9, bold: false, color: COLORS.text };
      c.text(cell, { start: start + 4, y, width: width - 8, ...style });
      start += width;
    });
  };
  c.rect(box.start, box.y - 3, box.width, 18, COLORS.track, 4);
  drawRow(
    block.columns.map((column) => column.title),
    box.y,
    true,
  );
  block.rows.forEach((row, i) => {
    const y = box.y + 20 * (i + 1);
    drawRow(row, y, false);
    c.line(box.start, y + 15, box.width);
  });
  return 20 * (block.rows.length + 1);
}

/** Names in two columns, the first half down the start column. */
export function drawNames(c: PdfCanvas, block: BlockOf<"names">, box: Box): number {
  const half = (box.width - 12) / 2;
  const perColumn = Math.ceil(block.names.length / 2);
  block.names.forEach((name, i) => {
    const start = box.start + Math.floor(i / perColumn) * (half + 12);
    c.text(name, { start, y: box.y + (i % perColumn) * 16, width: half, size: 9 });
  });
  return perColumn * 16;
}

import type { ReportModel } from "../../data/report-model.ts";
import { buildDocument } from "../document/build-document.ts";
import { type Block, blockRows, type DocGroup, type ReportDocument } from "../document/report-document.ts";
import { COLORS } from "../report-theme.ts";
import { blockHeight, DONUT_WIDTH, drawBlock } from "./pdf-blocks.ts";
import { PAGE, PdfCanvas } from "./pdf-canvas.ts";

const TOP = 88;
const BOTTOM = PAGE.height - 56;
const GAP = 10;
const CHART_GAP = 16;
/** A group up to this tall (in points, without its heading) is never split across two pages. */
const SHORT_GROUP = 200;

/**
 * The PDF report: A4 pages in the report's language and direction, the document's groups one after
 * another, each under its heading. Every page carries the brand, the title with the template's name,
 * and in its footer the dates, the source and its number.
 */
class PdfReport {
  private readonly canvas: PdfCanvas;
  private readonly width: number;
  private y = TOP;

  constructor(private readonly doc: ReportDocument) {
    this.canvas = new PdfCanvas(doc.rtl ? "rtl" : "ltr");
    this.width = this.canvas.contentWidth;
  }

  async render(): Promise<Buffer> {
    this.header();
    for (const group of this.doc.groups) this.group(group);
    this.decoratePages();
    const { info } = this.canvas.doc;
    info.Title = this.doc.info.title;
    info.Author = this.doc.info.author;
    info.CreationDate = this.doc.info.createdAt;
    return this.canvas.finish();
  }

  /** Room for `height` more points, or a new page. */
  private ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.canvas.addPage();
    this.header();
    this.y = TOP;
  }

  /**
   * The heading, kept on the page of the group's first row; then the rows. A short group is kept whole
   * on one page, so that none of its lines stands on the next page without its heading.
   */
  private group(group: DocGroup): void {
    const rows = blockRows(group.blocks).map((row) => ({ row, height: this.rowHeight(row) }));
    const whole = rows.reduce((sum, { height }) => sum + height + GAP, 0);
    this.ensure(24 + (whole <= SHORT_GROUP ? whole : Math.min(rows[0]?.height ?? 0, 250)));
    this.canvas.rect(0, this.y + 2, 4, 14, COLORS.primary, 1);
    this.canvas.text(group.title, { start: 10, y: this.y, width: this.width - 10, size: 13, bold: true, color: COLORS.band });
    this.y += 24;
    for (const { row, height } of rows) {
      this.ensure(height);
      this.y += this.drawRow(row) + GAP;
    }
    this.y += GAP;
  }

  /** A row is one block, or charts side by side: a donut keeps its own width, the others share the rest. */
  private layout(row: Block[]): { block: Block; start: number; width: number }[] {
    if (row.length === 1 && row[0]?.kind !== "donut") return [{ block: row[0] as Block, start: 0, width: this.width }];
    const donuts = row.filter((block) => block.kind === "donut").length;
    const others = row.length - donuts;
    const shared = others === 0 ? 0 : (this.width - donuts * (DONUT_WIDTH + CHART_GAP) - (others - 1) * CHART_GAP) / others;
    let start = 0;
    return row.map((block) => {
      const width = block.kind === "donut" ? DONUT_WIDTH : shared;
      const placed = { block, start, width };
      start += width + CHART_GAP;
      return placed;
    });
  }

  private rowHeight(row: Block[]): number {
    return Math.max(...this.layout(row).map(({ block, width }) => blockHeight(this.canvas, block, width)));
  }

  private drawRow(row: Block[]): number {
    const heights = this.layout(row).map(({ block, start, width }) => drawBlock(this.canvas, block, { start, y: this.y, width }));
    return Math.max(...heights);
  }

  /** The brand band at the top of every page (drawn first, so text extraction reads it first). */
  private header(): void {
    const { doc } = this;
    const c = this.canvas;
    c.doc.rect(0, 0, PAGE.width, 64).fill(COLORS.band);
    c.text(doc.brand, { start: 0, y: 16, width: 220, size: 15, bold: true, color: "#ffffff" });
    c.text(doc.handle, { start: 0, y: 38, width: 220, size: 9, color: "#c7d2fe" });
    c.text(doc.title, { start: 230, y: 16, width: c.contentWidth - 230, size: 12, bold: true, color: "#ffffff", align: "end" });
    c.text(doc.templateName, { start: 230, y: 38, width: c.contentWidth - 230, size: 9, color: "#c7d2fe", align: "end" });
  }

  /** The footer of every page — dates, source and "page n of m" — written once the page count is known. */
  private decoratePages(): void {
    const c = this.canvas;
    const range = c.doc.bufferedPageRange();
    const style = { y: PAGE.height - 36, size: 8, color: COLORS.muted };
    for (let i = range.start; i < range.start + range.count; i += 1) {
      c.doc.switchToPage(i);
      c.line(0, PAGE.height - 44, c.contentWidth, COLORS.border);
      c.text(this.doc.footer, { ...style, start: 0, width: c.contentWidth - 90 });
      c.text(this.doc.page(i - range.start + 1, range.count), { ...style, start: c.contentWidth - 90, width: 90, align: "end" });
    }
  }
}

export function renderPdfReport(model: ReportModel): Promise<Buffer> {
  return new PdfReport(buildDocument(model)).render();
}

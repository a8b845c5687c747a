import PptxGenJS from "pptxgenjs";
import type { ReportModel } from "../../data/report-model.ts";
import { buildDocument } from "../document/build-document.ts";
import { type Block, blockRows, type DocGroup, type ReportDocument } from "../document/report-document.ts";
import { COLORS, hex } from "../report-theme.ts";
import { blockHeight, drawBlock } from "./pptx-blocks.ts";
import { PptxFrame, SLIDE } from "./pptx-frame.ts";

const ROW_GAP = 0.15;
const CHART_GAP = 0.3;
const MASTER = "RADAR";

/**
 * The PPTX report: a title slide, then one slide per group of the document, with native, editable
 * charts. Arabic slides are right to left: the presentation is marked rtl and every box is mirrored.
 */
class PptxReport {
  private readonly pptx = new PptxGenJS();
  private readonly frame: PptxFrame;

  constructor(private readonly doc: ReportDocument) {
    this.frame = new PptxFrame(this.pptx, doc.rtl);
    const { pptx, frame } = this;
    pptx.layout = "LAYOUT_16x9";
    pptx.rtlMode = doc.rtl;
    pptx.author = doc.info.author;
    pptx.company = doc.brand;
    pptx.title = doc.info.title;
    const muted = hex(COLORS.muted);
    pptx.defineSlideMaster({
      title: MASTER,
      background: { color: "FFFFFF" },
      objects: [
        { rect: { x: 0, y: 0, w: SLIDE.width, h: 0.55, fill: { color: hex(COLORS.band) } } },
        { text: { text: doc.brand, options: frame.text({ x: 0.5, y: 0.08, w: 3.5, h: 0.4, fontSize: 16, bold: true, color: "FFFFFF" }) } },
        {
          text: {
            text: `${doc.title} · ${doc.templateName}`,
            options: frame.text({ x: SLIDE.width - 5.5, y: 0.08, w: 5, h: 0.4, fontSize: 11, color: "C7D2FE", align: "end" }),
          },
        },
        { line: { x: SLIDE.margin, y: 5.2, w: SLIDE.content, h: 0, line: { color: hex(COLORS.border), width: 0.75 } } },
        { text: { text: doc.footer, options: frame.text({ x: SLIDE.margin, y: 5.22, w: 8, h: 0.3, fontSize: 9, color: muted }) } },
      ],
      slideNumber: { x: frame.x(SLIDE.width - SLIDE.margin - 0.5, 0.5), y: 5.22, w: 0.5, h: 0.3, fontSize: 9, color: muted },
    });
  }

  async render(): Promise<Buffer> {
    this.coverSlide();
    for (const group of this.doc.groups) this.groupSlide(group);
    const data = await this.pptx.write({ outputType: "nodebuffer" });
    return Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
  }

  private coverSlide(): void {
    const { doc, frame } = this;
    const slide = this.pptx.addSlide({ masterName: MASTER });
    const line = { x: SLIDE.margin, w: SLIDE.content };
    slide.addText(doc.cover.name, frame.text({ ...line, y: 1.3, h: 0.7, fontSize: 32, bold: true }));
    slide.addText(doc.cover.subtitle, frame.text({ ...line, y: 2.0, h: 0.45, fontSize: 16, color: hex(COLORS.muted) }));
    slide.addText(doc.title, frame.text({ ...line, y: 3.1, h: 0.5, fontSize: 22, bold: true, color: hex(COLORS.primary) }));
    slide.addText(`${doc.templateName} · ${doc.footer}`, frame.text({ ...line, y: 3.65, h: 0.5, fontSize: 12, color: hex(COLORS.muted) }));
  }

  /**
   * The group's title, then its rows top to bottom: a block takes the height it needs, and rows of
   * charts share what is left of the slide.
   */
  private groupSlide(group: DocGroup): void {
    const { frame } = this;
    const slide = this.pptx.addSlide({ masterName: MASTER });
    const title = { x: SLIDE.margin, y: 0.7, w: SLIDE.content, h: 0.45, fontSize: 20, bold: true, color: hex(COLORS.band) };
    slide.addText(group.title, frame.text(title));
    const rows = blockRows(group.blocks).map((row) => ({ row, height: this.fixedHeight(row) }));
    const fixed = rows.reduce((sum, { height }) => sum + (height ?? 0), 0);
    const charts = rows.filter(({ height }) => height === null).length;
    const available = SLIDE.bottom - SLIDE.top - ROW_GAP * (rows.length - 1);
    const chartHeight = charts === 0 ? 0 : Math.max(1.6, (available - fixed) / charts);
    let y = SLIDE.top;
    for (const { row, height } of rows) {
      const h = height ?? chartHeight;
      // Side by side, a donut takes two parts of the width and any other chart three.
      const parts = row.map((block) => (block.kind === "donut" ? 2 : 3));
      const unit = (SLIDE.content - CHART_GAP * (row.length - 1)) / parts.reduce((sum, part) => sum + part, 0);
      let x = SLIDE.margin;
      row.forEach((block, i) => {
        const w = row.length === 1 ? SLIDE.content : unit * (parts[i] ?? 3);
        drawBlock(frame, slide, block, { x, y, w, h });
        x += w + CHART_GAP;
      });
      y += h + ROW_GAP;
    }
  }

  /** A row of one block takes its own height; a row of charts none (null): it shares the rest. */
  private fixedHeight(row: Block[]): number | null {
    const [first] = row;
    return row.length === 1 && first ? blockHeight(first, SLIDE.content) : null;
  }
}

export function renderPptxReport(model: ReportModel): Promise<Buffer> {
  return new PptxReport(buildDocument(model)).render();
}

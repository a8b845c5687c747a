import PDFDocument from "pdfkit";
import { visualRuns } from "./bidi-runs.ts";
import { type GlyphCheck, printableText } from "./printable-text.ts";
import { reportFonts } from "./report-fonts.ts";
import { recordRtlLigaturesVisually } from "./rtl-ligatures.ts";

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;

export type Align = "start" | "end" | "center";

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

/** Where a block goes: an offset from the start edge of the content area, the top and the width, in points. */
export interface Box {
  start: number;
  y: number;
  width: number;
}

export interface TextBox extends TextStyle {
  /** Offset of the box from the start edge of the content area (the right edge in Arabic). */
  start: number;
  width: number;
  y: number;
  align?: Align;
}

// Passing features makes PDFKit lay out a run in one piece (without them it lays out each word
// apart, which would keep Arabic words in logical order left to right). fontkit also takes an
// object of features to switch on or off, which PDFKit passes through untouched: kerning is off,
// since its pair adjustments (e.g. ر before ي) make text extractors (pdf.js) see a word break.
const FEATURES = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/**
 * A PDFKit document that writes in a direction. Positions are logical — offsets from the start
 * edge — and mapped to the page here, so one layout serves English (left to right) and Arabic
 * (right to left, mirrored). Text goes through the bidi algorithm and is shaped by fontkit.
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly contentWidth = PAGE.width - 2 * PAGE.margin;
  private readonly chunks: Buffer[] = [];
  private readonly wrapped = new Map<string, string[]>();
  private glyphCheck: GlyphCheck | undefined;

  constructor(readonly direction: "ltr" | "rtl") {
    this.doc = new PDFDocument({ size: "A4", margin: 0, bufferPages: true, autoFirstPage: true, compress: true });
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    const fonts = reportFonts();
    this.doc.registerFont("regular", fonts.regular);
    this.doc.registerFont("bold", fonts.bold);
  }

  get rtl(): boolean {
    return this.direction === "rtl";
  }

  /** The page x of a box `width` wide starting `start` from the start edge. */
  x(start: number, width = 0): number {
    return this.rtl ? PAGE.width - PAGE.margin - start - width : PAGE.margin + start;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.bold ? "bold" : "regular").fontSize(style.size ?? 10);
    recordRtlLigaturesVisually(this.doc);
    this.doc.fillColor(style.color ?? "#1f2937");
  }

  /**
   * What of `value` the report font can draw (printable-text.ts). Every text passes here before it is
   * measured or drawn, so no layout is computed for characters that would then be left out.
   */
  printable(value: string): string {
    if (!this.glyphCheck) {
      this.use({});
      // PDFKit keeps the selected fontkit font as `_font.font` (as in rtl-ligatures.ts). Without it,
      // every pictograph counts as missing: dropped, never a box.
      const font = (this.doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font;
      this.glyphCheck = (codePoint) => font?.hasGlyphForCodePoint?.(codePoint) ?? false;
    }
    return printableText(value, this.glyphCheck);
  }

  measure(value: string, style: TextStyle = {}): number {
    const text = this.printable(value);
    this.use(style);
    return visualRuns(text, this.direction).reduce((sum, run) => sum + this.doc.widthOfString(run.text, { features: FEATURES }), 0);
  }

  /** One line; cut with an ellipsis when wider than the box. */
  text(raw: string, box: TextBox): void {
    const value = this.printable(raw);
    let line = value;
    if (this.measure(line, box) > box.width) {
      let chars = Array.from(value);
      while (chars.length > 1 && this.measure(`${chars.join("")}…`, box) > box.width) chars = chars.slice(0, -1);
      line = `${chars.join("").trimEnd()}…`;
    }
    this.use(box);
    const runs = visualRuns(line, this.direction);
    const widths = runs.map((run) => this.doc.widthOfString(run.text, { features: FEATURES }));
    const total = widths.reduce((sum, w) => sum + w, 0);
    const align = box.align ?? "start";
    const boxLeft = this.x(box.start, box.width);
    const startsLeft = (align === "start") !== this.rtl;
    let cursor = align === "center" ? boxLeft + (box.width - total) / 2 : startsLeft ? boxLeft : boxLeft + box.width - total;
    runs.forEach((run, i) => {
      this.doc.text(run.text, cursor, box.y, { lineBreak: false, features: FEATURES });
      cursor += widths[i] ?? 0;
    });
  }

  /** Wrapped text; returns the height it took. Words are kept whole; lines are laid out one by one. */
  paragraph(value: string, box: TextBox & { lineHeight?: number; maxLines?: number }): number {
    const lineHeight = box.lineHeight ?? (box.size ?? 10) * 1.45;
    const shown = this.wrap(value, box);
    shown.forEach((line, i) => {
      this.text(line, { ...box, y: box.y + i * lineHeight });
    });
    return shown.length * lineHeight;
  }

  /**
   * The lines `paragraph` draws (at most `maxLines`, the last one then ending in "…"). Kept per text
   * and style: a page break is decided on a block's height before the block is drawn.
   */
  wrap(raw: string, box: TextStyle & { width: number; maxLines?: number }): string[] {
    const value = this.printable(raw);
    const key = `${box.size ?? 10}|${box.bold ?? false}|${box.width}|${box.maxLines ?? 0}|${value}`;
    const known = this.wrapped.get(key);
    if (known) return known;
    const lines: string[] = [];
    for (const paragraph of value.split(/\n+/)) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.measure(candidate, box) > box.width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      if (line) lines.push(line);
    }
    const shown = box.maxLines ? lines.slice(0, box.maxLines) : lines;
    if (box.maxLines && lines.length > box.maxLines) shown[shown.length - 1] = `${shown[shown.length - 1]} …`;
    this.wrapped.set(key, shown);
    return shown;
  }

  rect(start: number, y: number, width: number, height: number, color: string, radius = 0): void {
    const x = this.x(start, width);
    if (radius > 0) this.doc.roundedRect(x, y, width, height, radius).fill(color);
    else this.doc.rect(x, y, width, height).fill(color);
  }

  line(start: number, y: number, width: number, color = "#e5e7eb", thickness = 0.75): void {
    const x = this.x(start, width);
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  circle(start: number, y: number, radius: number, color: string): void {
    this.doc.circle(this.x(start, 2 * radius) + radius, y + radius, radius).fill(color);
  }

  addPage(): void {
    this.doc.addPage({ size: "A4", margin: 0 });
  }

  async finish(): Promise<Buffer> {
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
    this.doc.end();
    await ended;
    return Buffer.concat(this.chunks);
  }
}

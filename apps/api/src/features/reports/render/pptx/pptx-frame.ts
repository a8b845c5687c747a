import type PptxGenJS from "pptxgenjs";
import { COLORS, hex } from "../report-theme.ts";

/** 16:9 slides, 10 × 5.625 inches. */
export const SLIDE = { width: 10, margin: 0.5, content: 9, top: 1.3, bottom: 5.1 } as const;
export const FONT = "Arial";

/** Where a block goes on a slide, in inches; `x` is measured from the start edge (the right one in Arabic). */
export interface SlideBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

type TextOptions = PptxGenJS.TextPropsOptions;
export type Align = "start" | "end" | "center";

/**
 * Places boxes in the slide's direction. Positions are logical — offsets from the start edge — and
 * mirrored here in Arabic, where text runs also carry rtlMode and lang ar-SA (PowerPoint shapes and
 * orders them itself).
 */
export class PptxFrame {
  constructor(
    readonly pptx: PptxGenJS,
    readonly rtl: boolean,
  ) {}

  /** The page x of a box `w` wide starting `x` from the start edge. */
  x(x: number, w: number): number {
    return this.rtl ? SLIDE.width - x - w : x;
  }

  /** Options for a text box: the box mirrored, the run right to left and aligned to its start in Arabic. */
  text(options: Omit<TextOptions, "align"> & { x: number; w: number; align?: Align }): TextOptions {
    const align = options.align === "center" ? "center" : (options.align === "end") !== this.rtl ? "right" : "left";
    return {
      fontFace: FONT,
      color: hex(COLORS.text),
      valign: "top",
      margin: 0,
      ...options,
      x: this.x(options.x, options.w),
      align,
      rtlMode: this.rtl,
      lang: this.rtl ? "ar-SA" : "en-US",
    };
  }

  /**
   * Paragraphs for one text box: PptxGenJS reads a paragraph's direction from its first run's own
   * options (not the box's), so each run carries it.
   */
  paragraphs(lines: { text: string; options?: TextOptions }[]): PptxGenJS.TextProps[] {
    return lines.map((line) => ({ text: line.text, options: { ...line.options, breakLine: true, rtlMode: this.rtl } }));
  }

  /** A rounded rectangle filled with `fill`, outlined with `line` (the fill when not given). */
  roundRect(slide: PptxGenJS.Slide, box: SlideBox, fill: string, line = fill, radius = 0.08): void {
    slide.addShape(this.pptx.ShapeType.roundRect, {
      x: this.x(box.x, box.w),
      y: box.y,
      w: box.w,
      h: box.h,
      fill: { color: hex(fill) },
      line: { color: hex(line), width: 0.75 },
      rectRadius: radius,
    });
  }
}

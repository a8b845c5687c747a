import PptxGenJS from "pptxgenjs";
import type { ReportModel } from "../../data/report-model.ts";
import { COLORS, hex } from "../report-theme.ts";
import { initials, medianComparison, type ReportView, reportView, TEMPLATE_COUNTRY_ROWS } from "../report-view.ts";

/** 16:9 slides, 10 × 5.625 inches. */
const W = 10;
const MARGIN = 0.5;
const CONTENT = W - 2 * MARGIN;
const FONT = "Arial";

type Slide = PptxGenJS.Slide;
type TextOptions = PptxGenJS.TextPropsOptions;

/**
 * The PPTX report: real slides with native, editable charts (doughnut, bar, clustered bar) that
 * PowerPoint, Keynote and LibreOffice open as charts with their data. Arabic slides are right to
 * left: text runs carry rtlMode and lang ar-SA (PowerPoint shapes and orders them itself) and every
 * box is placed mirrored.
 */
class PptxReport {
  private readonly pptx = new PptxGenJS();

  constructor(private readonly view: ReportView) {
    const { text, model, footer } = view;
    this.pptx.layout = "LAYOUT_16x9";
    this.pptx.rtlMode = view.rtl;
    this.pptx.author = text.brand;
    this.pptx.company = text.brand;
    this.pptx.title = `${text.title} — @${model.account.username}`;
    this.pptx.defineSlideMaster({
      title: "RADAR",
      background: { color: "FFFFFF" },
      objects: [
        { rect: { x: 0, y: 0, w: W, h: 0.55, fill: { color: hex(COLORS.band) } } },
        {
          text: { text: text.brand, options: this.opts({ x: MARGIN, y: 0.08, w: 3.5, h: 0.4, fontSize: 16, bold: true, color: "FFFFFF" }) },
        },
        {
          text: {
            text: `${text.title} · ${text.templateName[model.template]}`,
            options: this.opts({ x: W - MARGIN - 5, y: 0.08, w: 5, h: 0.4, fontSize: 11, color: "C7D2FE", align: "end" }),
          },
        },
        { line: { x: MARGIN, y: 5.2, w: CONTENT, h: 0, line: { color: hex(COLORS.border), width: 0.75 } } },
        { text: { text: footer, options: this.opts({ x: MARGIN, y: 5.22, w: 7.6, h: 0.3, fontSize: 9, color: hex(COLORS.muted) }) } },
      ],
      slideNumber: { x: view.rtl ? MARGIN : W - MARGIN - 0.5, y: 5.22, w: 0.5, h: 0.3, fontSize: 9, color: hex(COLORS.muted) },
    });
  }

  /** Options for a text box: the box mirrored and the run right to left in Arabic. */
  private opts(options: Omit<TextOptions, "align"> & { align?: "start" | "end" | "center" }): TextOptions {
    const { rtl } = this.view;
    const x = typeof options.x === "number" ? options.x : 0;
    const w = typeof options.w === "number" ? options.w : 0;
    const align = options.align === "center" ? "center" : (options.align === "end") !== rtl ? "right" : "left";
    return {
      fontFace: FONT,
      color: hex(COLORS.text),
      valign: "top",
      margin: 0,
      ...options,
      x: rtl ? W - x - w : x,
      align,
      rtlMode: rtl,
      lang: rtl ? "ar-SA" : "en-US",
    };
  }

  private mirrorX(x: number, w: number): number {
    return this.view.rtl ? W - x - w : x;
  }

  private slide(title: string): Slide {
    const slide = this.pptx.addSlide({ masterName: "RADAR" });
    slide.addText(title, this.opts({ x: MARGIN, y: 0.7, w: CONTENT, h: 0.45, fontSize: 20, bold: true, color: hex(COLORS.band) }));
    return slide;
  }

  async render(): Promise<Buffer> {
    const { sections, model } = this.view;
    this.titleSlide();
    this.overviewSlide();
    if (sections.has("performance")) this.performanceSlide();
    if (model.template === "brief") this.briefAudienceSlide();
    else {
      this.qualitySlide();
      this.audienceSlide();
      this.geographySlide();
    }
    this.pricesSlide();
    this.similarSlide();
    const data = await this.pptx.write({ outputType: "nodebuffer" });
    return Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
  }

  private titleSlide(): void {
    const { text, model, handle } = this.view;
    const { account } = model;
    const slide = this.pptx.addSlide({ masterName: "RADAR" });
    slide.addShape(this.pptx.ShapeType.ellipse, {
      x: this.mirrorX(MARGIN, 1.3),
      y: 1.2,
      w: 1.3,
      h: 1.3,
      fill: { color: hex(COLORS.primary) },
      line: { color: hex(COLORS.primary) },
    });
    if (model.avatar) {
      const type = model.avatar[0] === 0x89 ? "png" : "jpeg";
      slide.addImage({
        data: `data:image/${type};base64,${model.avatar.toString("base64")}`,
        x: this.mirrorX(MARGIN, 1.3),
        y: 1.2,
        w: 1.3,
        h: 1.3,
        rounding: true,
      });
    } else {
      slide.addText(
        initials(account.fullName, account.username),
        this.opts({ x: MARGIN, y: 1.6, w: 1.3, h: 0.5, fontSize: 28, bold: true, color: "FFFFFF", align: "center" }),
      );
    }
    slide.addText(account.fullName || account.username, this.opts({ x: 2.1, y: 1.2, w: 7.4, h: 0.6, fontSize: 30, bold: true }));
    slide.addText(
      `${handle(account.username)} · ${text.platforms[account.platform]}`,
      this.opts({ x: 2.1, y: 1.85, w: 7.4, h: 0.4, fontSize: 16, color: hex(COLORS.muted) }),
    );
    slide.addText(`${text.labels.category}: ${this.view.category}`, this.opts({ x: 2.1, y: 2.3, w: 7.4, h: 0.4, fontSize: 14 }));
    slide.addText(text.title, this.opts({ x: MARGIN, y: 3.3, w: CONTENT, h: 0.5, fontSize: 22, bold: true, color: hex(COLORS.primary) }));
    slide.addText(
      `${text.templateName[model.template]} · ${this.view.footer}`,
      this.opts({ x: MARGIN, y: 3.85, w: CONTENT, h: 0.4, fontSize: 12, color: hex(COLORS.muted) }),
    );
  }

  private tile(slide: Slide, x: number, y: number, w: number, label: string, value: string, note: string): void {
    slide.addShape(this.pptx.ShapeType.roundRect, {
      x: this.mirrorX(x, w),
      y,
      w,
      h: 1.25,
      fill: { color: hex(COLORS.primarySoft) },
      line: { color: hex(COLORS.border), width: 0.75 },
      rectRadius: 0.08,
    });
    slide.addText(label, this.opts({ x: x + 0.15, y: y + 0.12, w: w - 0.3, h: 0.3, fontSize: 11, color: hex(COLORS.muted) }));
    slide.addText(value, this.opts({ x: x + 0.15, y: y + 0.42, w: w - 0.3, h: 0.45, fontSize: 22, bold: true }));
    if (note) slide.addText(note, this.opts({ x: x + 0.15, y: y + 0.88, w: w - 0.3, h: 0.35, fontSize: 8, color: hex(COLORS.muted) }));
  }

  private overviewSlide(): void {
    const { text, model, fmt, name } = this.view;
    const { account, tier } = model;
    const tierName = text.tiers[tier.key];
    const slide = this.slide(text.sections.overview);
    const w = (CONTENT - 3 * 0.2) / 4;
    const median = (value: string | null) => (value === null ? "" : `${text.labels.tierMedian(tierName)}: ${value}`);
    this.tile(slide, MARGIN, 1.35, w, text.labels.followers, fmt.count(account.followers), tierName);
    this.tile(
      slide,
      MARGIN + (w + 0.2),
      1.35,
      w,
      text.labels.engagement,
      fmt.percent(account.erPercent),
      [medianComparison(this.view), median(tier.medianErPercent === null ? null : fmt.percent(tier.medianErPercent))]
        .filter(Boolean)
        .join(" · "),
    );
    this.tile(
      slide,
      MARGIN + 2 * (w + 0.2),
      1.35,
      w,
      text.labels.avgViews,
      fmt.count(account.viewsAvg),
      median(tier.medianViews === null ? null : fmt.count(tier.medianViews)),
    );
    this.tile(
      slide,
      MARGIN + 3 * (w + 0.2),
      1.35,
      w,
      text.labels.avgLikes,
      fmt.count(account.likesAvg),
      median(tier.medianLikes === null ? null : fmt.count(tier.medianLikes)),
    );
    const place = [account.city, account.country].filter((v) => v !== null).map((v) => name(v));
    const lines = [
      `${text.labels.platform}: ${text.platforms[account.platform]}${account.isVerified ? ` · ${text.labels.verified} ✓` : ""}`,
      `${text.labels.location}: ${place.length > 0 ? place.join(model.language === "ar" ? "، " : ", ") : text.labels.notAvailable}`,
      ...account.platformFigures.map(
        (f) =>
          `${text.figures[f.key]}: ${f.key === "tweets_per_day" || f.key === "retweets_per_tweet" ? fmt.decimal(f.value) : fmt.count(f.value)}`,
      ),
    ];
    if (model.template === "standard" && account.bio) lines.push(account.bio);
    slide.addText(
      lines.map((line) => ({ text: line, options: { breakLine: true } })),
      this.opts({ x: MARGIN, y: 2.85, w: CONTENT, h: 2.2, fontSize: 13, paraSpaceAfter: 6 }),
    );
  }

  private performanceSlide(): void {
    const { text, model, fmt } = this.view;
    const { account, tier } = model;
    const tierName = text.tiers[tier.key];
    const slide = this.slide(text.sections.performance);
    slide.addChart(
      this.pptx.ChartType.bar,
      [
        {
          name: `@${account.username}`,
          labels: [text.labels.avgViews, text.labels.avgLikes],
          values: [account.viewsAvg ?? 0, account.likesAvg ?? 0],
        },
        {
          name: text.labels.tierMedian(tierName),
          labels: [text.labels.avgViews, text.labels.avgLikes],
          values: [tier.medianViews ?? 0, tier.medianLikes ?? 0],
        },
      ],
      {
        x: this.mirrorX(MARGIN, 5.6),
        y: 1.3,
        w: 5.6,
        h: 3.7,
        barDir: "col",
        barGrouping: "clustered",
        chartColors: [hex(COLORS.primary), hex(COLORS.median)],
        showLegend: true,
        legendPos: "b",
        showValue: true,
        dataLabelFormatCode: "#,##0",
        dataLabelFontSize: 9,
        catAxisLabelFontSize: 11,
        valAxisHidden: true,
        valGridLine: { style: "none" },
        legendFontFace: FONT,
        catAxisLabelFontFace: FONT,
      },
    );
    const lines = [
      { text: text.labels.engagement, options: { bold: true, fontSize: 14, breakLine: true } },
      {
        text: `${this.view.handle(account.username)}: ${fmt.percent(account.erPercent)}`,
        options: { fontSize: 22, bold: true, color: hex(COLORS.primary), breakLine: true },
      },
      { text: `${text.labels.tierMedian(tierName)}: ${fmt.percent(tier.medianErPercent)}`, options: { fontSize: 14, breakLine: true } },
      { text: medianComparison(this.view), options: { fontSize: 13, color: hex(COLORS.muted), breakLine: true } },
      {
        text: text.labels.tierAccounts(fmt.count(tier.accounts), tierName, text.platforms[account.platform]),
        options: { fontSize: 10, color: hex(COLORS.muted) },
      },
    ];
    slide.addText(lines, this.opts({ x: 6.3, y: 1.4, w: 3.2, h: 3.4, paraSpaceAfter: 8 }));
  }

  private qualityBlock(slide: Slide, x: number, y: number, w: number): void {
    const { text, model, fmt } = this.view;
    const { account } = model;
    slide.addText(`${account.aqs}/100`, this.opts({ x, y, w: 1.8, h: 0.6, fontSize: 30, bold: true, color: hex(COLORS.primary) }));
    slide.addText(text.bands[account.qualityBand], this.opts({ x: x + 1.9, y: y + 0.05, w: w - 1.9, h: 0.5, fontSize: 20, bold: true }));
    slide.addShape(this.pptx.ShapeType.roundRect, {
      x: this.mirrorX(x, w),
      y: y + 0.75,
      w,
      h: 0.22,
      fill: { color: hex(COLORS.track) },
      line: { color: hex(COLORS.track) },
      rectRadius: 0.1,
    });
    const filled = Math.max(0.1, (w * account.aqs) / 100);
    const color = account.aqs >= 80 ? COLORS.good : account.aqs >= 40 ? COLORS.warn : COLORS.bad;
    slide.addShape(this.pptx.ShapeType.roundRect, {
      x: this.mirrorX(x, filled),
      y: y + 0.75,
      w: filled,
      h: 0.22,
      fill: { color: hex(color) },
      line: { color: hex(color) },
      rectRadius: 0.1,
    });
    const credibility = account.credibility === null ? "" : ` · ${text.labels.credibility}: ${fmt.percent(account.credibility, 0)}`;
    slide.addText(`${text.labels.score}${credibility}`, this.opts({ x, y: y + 1.1, w, h: 0.35, fontSize: 11, color: hex(COLORS.muted) }));
  }

  private qualitySlide(): void {
    const { text } = this.view;
    const slide = this.slide(text.sections.audienceQuality);
    this.qualityBlock(slide, MARGIN, 1.5, CONTENT);
    slide.addText(text.labels.qualityScale, this.opts({ x: MARGIN, y: 3.2, w: CONTENT, h: 0.6, fontSize: 12, color: hex(COLORS.muted) }));
  }

  private genderChart(slide: Slide, x: number, y: number, w: number, h: number): void {
    const { text, model } = this.view;
    const audience = model.account.audience;
    if (!audience) return;
    slide.addChart(
      this.pptx.ChartType.doughnut,
      [{ name: text.sections.gender, labels: [text.labels.female, text.labels.male], values: [audience.female, audience.male] }],
      {
        x: this.mirrorX(x, w),
        y,
        w,
        h,
        holeSize: 55,
        chartColors: [hex(COLORS.female), hex(COLORS.male)],
        showLegend: true,
        legendPos: "b",
        showPercent: true,
        showValue: false,
        dataLabelColor: "FFFFFF",
        dataLabelFontSize: 11,
        showTitle: true,
        title: text.sections.gender,
        titleFontSize: 13,
        titleFontFace: FONT,
        legendFontFace: FONT,
      },
    );
  }

  private barChart(
    slide: Slide,
    title: string,
    rows: { label: string; prc: number }[],
    box: { x: number; y: number; w: number; h: number },
    color: string,
  ): void {
    slide.addChart(this.pptx.ChartType.bar, [{ name: title, labels: rows.map((r) => r.label), values: rows.map((r) => r.prc) }], {
      x: this.mirrorX(box.x, box.w),
      y: box.y,
      w: box.w,
      h: box.h,
      barDir: "bar",
      chartColors: [hex(color)],
      showValue: true,
      dataLabelFormatCode: '0.0"%"',
      dataLabelFontSize: 9,
      catAxisLabelFontSize: 10,
      catAxisLabelFontFace: FONT,
      catAxisOrientation: "minMax",
      valAxisHidden: true,
      valGridLine: { style: "none" },
      showLegend: false,
      showTitle: true,
      title,
      titleFontSize: 13,
      titleFontFace: FONT,
    });
  }

  private noAudience(slide: Slide): void {
    slide.addText(
      this.view.text.labels.noAudience,
      this.opts({ x: MARGIN, y: 1.5, w: CONTENT, h: 0.5, fontSize: 14, color: hex(COLORS.muted) }),
    );
  }

  private audienceSlide(): void {
    const { text, model } = this.view;
    const slide = this.slide(`${text.sections.gender} · ${text.sections.age}`);
    const audience = model.account.audience;
    if (!audience) {
      this.noAudience(slide);
      return;
    }
    this.genderChart(slide, MARGIN, 1.3, 3.6, 3.7);
    // Age groups read young to old, top to bottom: bar charts list categories bottom-up.
    const ages = [...audience.age].reverse().map((a) => ({ label: text.ages[a.group], prc: a.prc }));
    this.barChart(slide, text.sections.age, ages, { x: 4.3, y: 1.3, w: 5.2, h: 3.7 }, COLORS.primary);
  }

  private geographySlide(): void {
    const { text, model, name } = this.view;
    const slide = this.slide(`${text.sections.countries} · ${text.sections.cities}`);
    const audience = model.account.audience;
    if (!audience) {
      this.noAudience(slide);
      return;
    }
    const countries = audience.countries.slice(0, TEMPLATE_COUNTRY_ROWS[model.template]).reverse();
    this.barChart(
      slide,
      text.sections.countries,
      countries.map((c) => ({ label: name(c.label), prc: c.prc })),
      { x: MARGIN, y: 1.3, w: 4.4, h: 3.7 },
      COLORS.primary,
    );
    const cities = audience.cities.slice(0, 5).reverse();
    if (cities.length > 0)
      this.barChart(
        slide,
        text.sections.cities,
        cities.map((c) => ({ label: name(c.label), prc: c.prc })),
        { x: 5.1, y: 1.3, w: 4.4, h: 3.7 },
        "#0EA5E9",
      );
  }

  private briefAudienceSlide(): void {
    const { text, model, name } = this.view;
    const slide = this.slide(text.sections.audienceQuality);
    this.qualityBlock(slide, MARGIN, 1.3, 4.2);
    const audience = model.account.audience;
    if (!audience) {
      slide.addText(text.labels.noAudience, this.opts({ x: 5.1, y: 1.5, w: 4.4, h: 0.5, fontSize: 14, color: hex(COLORS.muted) }));
      return;
    }
    this.genderChart(slide, MARGIN, 2.8, 4.2, 2.3);
    const countries = audience.countries.slice(0, TEMPLATE_COUNTRY_ROWS[model.template]).reverse();
    this.barChart(
      slide,
      text.sections.countries,
      countries.map((c) => ({ label: name(c.label), prc: c.prc })),
      { x: 5.1, y: 1.3, w: 4.4, h: 3.7 },
      COLORS.primary,
    );
  }

  private pricesSlide(): void {
    const { text, model, fmt, name } = this.view;
    const { account } = model;
    const slide = this.slide(text.sections.prices);
    const w = (CONTENT - 0.3) / 2;
    const prices = [
      { label: text.labels.post, value: account.postPrice },
      { label: text.labels.story, value: account.storyPrice },
    ];
    prices.forEach((price, i) => {
      const x = MARGIN + i * (w + 0.3);
      slide.addShape(this.pptx.ShapeType.roundRect, {
        x: this.mirrorX(x, w),
        y: 1.35,
        w,
        h: 1.2,
        fill: { color: "FFFBEB" },
        line: { color: "FDE68A", width: 0.75 },
        rectRadius: 0.08,
      });
      slide.addText(price.label, this.opts({ x: x + 0.2, y: 1.45, w: w - 0.4, h: 0.35, fontSize: 13, color: hex(COLORS.muted) }));
      slide.addText(
        price.value === null ? text.labels.notAvailable : `≈ ${fmt.sar(price.value)}`,
        this.opts({ x: x + 0.2, y: 1.85, w: w - 0.4, h: 0.55, fontSize: 26, bold: true, color: hex(COLORS.estimate) }),
      );
    });
    slide.addText(
      `* ${text.labels.estimateNote}`,
      this.opts({ x: MARGIN, y: 2.75, w: CONTENT, h: 0.6, fontSize: 12, color: hex(COLORS.muted) }),
    );
    if (model.template === "standard" && account.interests.length > 0) {
      slide.addText(
        [
          { text: text.labels.interests, options: { bold: true, breakLine: true } },
          { text: account.interests.map(name).join(model.language === "ar" ? "، " : ", ") },
        ],
        this.opts({ x: MARGIN, y: 3.5, w: CONTENT, h: 1.4, fontSize: 13 }),
      );
    }
  }

  private similarSlide(): void {
    const { text, model, fmt, rtl } = this.view;
    const slide = this.slide(text.sections.similar);
    if (model.similar.length === 0) {
      slide.addText(text.labels.noSimilar, this.opts({ x: MARGIN, y: 1.5, w: CONTENT, h: 0.5, fontSize: 14, color: hex(COLORS.muted) }));
      return;
    }
    const brief = model.template === "brief";
    const cell = (value: string, options: PptxGenJS.TableCellProps = {}): PptxGenJS.TableCell => ({
      text: value,
      options: { fontFace: FONT, fontSize: 10, align: rtl ? "right" : "left", lang: rtl ? "ar-SA" : "en-US", ...options },
    });
    const header = (
      brief
        ? ["#", text.labels.account, text.labels.followers]
        : ["#", text.labels.account, text.labels.followers, text.labels.engagement, text.labels.similarity]
    ).map((title) => cell(title, { bold: true, fill: { color: hex(COLORS.track) }, color: hex(COLORS.muted) }));
    const rows = model.similar.map((row, i) => {
      const label =
        row.fullName && row.fullName !== row.username
          ? `${row.fullName} (${this.view.handle(row.username)})`
          : this.view.handle(row.username);
      const cells = [cell(String(i + 1)), cell(label), cell(fmt.count(row.followers))];
      if (!brief) cells.push(cell(fmt.percent(row.erPercent)), cell(row.similarity === null ? "—" : fmt.percent(row.similarity * 100, 0)));
      return cells;
    });
    const widths = brief ? [0.5, 6.3, 2.2] : [0.5, 4.4, 1.5, 1.4, 1.2];
    // Table cells take no rtl flag: in Arabic the columns are laid out mirrored, right-aligned.
    const table = [header, ...rows].map((r) => (rtl ? [...r].reverse() : r));
    slide.addTable(table, {
      x: MARGIN,
      y: 1.25,
      w: CONTENT,
      colW: rtl ? [...widths].reverse() : widths,
      rowH: 0.33,
      border: { type: "solid", color: hex(COLORS.border), pt: 0.5 },
    });
  }
}

export function renderPptxReport(model: ReportModel): Promise<Buffer> {
  return new PptxReport(reportView(model)).render();
}

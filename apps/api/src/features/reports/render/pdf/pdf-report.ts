import type { ReportModel } from "../../data/report-model.ts";
import { COLORS } from "../report-theme.ts";
import { initials, medianComparison, type ReportView, reportView, TEMPLATE_COUNTRY_ROWS } from "../report-view.ts";
import { PAGE, PdfCanvas } from "./pdf-canvas.ts";
import { barChart, comparisonChart, donutChart, scoreGauge } from "./pdf-charts.ts";

const TOP = 88;
const BOTTOM = PAGE.height - 56;
const GAP = 8;

/**
 * The PDF report: A4 pages in the report's language and direction. Every page carries the brand,
 * the title with the template's name, the generation and data dates and its number.
 */
class PdfReport {
  private readonly canvas: PdfCanvas;
  private y = TOP;
  private readonly width: number;

  constructor(private readonly view: ReportView) {
    this.canvas = new PdfCanvas(view.rtl ? "rtl" : "ltr");
    this.width = this.canvas.contentWidth;
  }

  async render(): Promise<Buffer> {
    const { sections } = this.view;
    this.header();
    this.overview();
    if (sections.has("performance")) this.performance();
    if (sections.has("audience_quality")) this.audienceQuality();
    this.audience();
    if (sections.has("prices")) this.prices();
    if (sections.has("similar")) this.similar();
    if (sections.has("about")) this.about();
    this.decoratePages();
    const { doc } = this.canvas;
    doc.info.Title = `${this.view.text.title} — @${this.view.model.account.username}`;
    doc.info.Author = this.view.text.brand;
    doc.info.CreationDate = this.view.model.generatedAt;
    return this.canvas.finish();
  }

  /** Room for `height` more points, or a new page. */
  private ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.canvas.addPage();
    this.header();
    this.y = TOP;
  }

  private heading(title: string, keepWith = 60): void {
    this.ensure(26 + keepWith);
    this.canvas.rect(0, this.y + 2, 4, 14, COLORS.primary, 1);
    this.canvas.text(title, { start: 10, y: this.y, width: this.width - 10, size: 13, bold: true, color: COLORS.band });
    this.y += 24;
  }

  private overview(): void {
    const { model, text, fmt, name } = this.view;
    const { account, tier } = model;
    const c = this.canvas;
    this.heading(text.sections.overview, 170);
    const cardTop = this.y;
    c.rect(0, cardTop, this.width, 92, COLORS.primarySoft, 10);
    const avatarSize = 64;
    if (model.avatar) {
      const x = c.x(14, avatarSize);
      c.doc.save();
      c.doc.circle(x + avatarSize / 2, cardTop + 14 + avatarSize / 2, avatarSize / 2).clip();
      c.doc.image(model.avatar, x, cardTop + 14, { width: avatarSize, height: avatarSize });
      c.doc.restore();
    } else {
      c.circle(14, cardTop + 14, avatarSize / 2, COLORS.primary);
      c.text(initials(account.fullName, account.username), {
        start: 14,
        y: cardTop + 36,
        width: avatarSize,
        size: 18,
        bold: true,
        color: "#ffffff",
        align: "center",
      });
    }
    const infoStart = 92;
    const infoWidth = this.width - infoStart - 14;
    c.text(account.fullName || account.username, { start: infoStart, y: cardTop + 12, width: infoWidth, size: 16, bold: true });
    const verified = account.isVerified ? ` · ${text.labels.verified} ✓` : "";
    c.text(`${this.view.handle(account.username)} · ${text.platforms[account.platform]}${verified}`, {
      start: infoStart,
      y: cardTop + 34,
      width: infoWidth,
      size: 10,
      color: COLORS.muted,
    });
    c.text(`${text.labels.category}: ${this.view.category}`, { start: infoStart, y: cardTop + 51, width: infoWidth, size: 9.5 });
    const place = [account.city, account.country].filter((v) => v !== null).map((v) => name(v));
    const location = place.length > 0 ? place.join(model.language === "ar" ? "، " : ", ") : text.labels.notAvailable;
    c.text(`${text.labels.location}: ${location} · ${text.tiers[tier.key]}`, {
      start: infoStart,
      y: cardTop + 67,
      width: infoWidth,
      size: 9.5,
      color: COLORS.muted,
    });
    this.y = cardTop + 92 + 10;

    const comparison = medianComparison(this.view);
    const medianLine =
      tier.medianErPercent === null ? "" : `${text.labels.tierMedian(text.tiers[tier.key])}: ${fmt.percent(tier.medianErPercent)}`;
    this.tiles([
      { label: text.labels.followers, value: fmt.count(account.followers), note: text.tiers[tier.key] },
      {
        label: text.labels.engagement,
        value: fmt.percent(account.erPercent),
        note: comparison ? `${comparison} · ${medianLine}` : medianLine,
      },
      {
        label: text.labels.avgViews,
        value: fmt.count(account.viewsAvg),
        note: tier.medianViews === null ? "" : `${text.labels.tierMedian(text.tiers[tier.key])}: ${fmt.count(tier.medianViews)}`,
      },
      {
        label: text.labels.avgLikes,
        value: fmt.count(account.likesAvg),
        note: tier.medianLikes === null ? "" : `${text.labels.tierMedian(text.tiers[tier.key])}: ${fmt.count(tier.medianLikes)}`,
      },
    ]);
    if (account.platformFigures.length > 0 && model.template === "standard") {
      const figures = account.platformFigures
        .map(
          (figure) =>
            `${text.figures[figure.key]}: ${figure.key === "tweets_per_day" || figure.key === "retweets_per_tweet" ? fmt.decimal(figure.value) : fmt.count(figure.value)}`,
        )
        .join(" · ");
      c.text(`${text.platforms[account.platform]} — ${figures}`, { start: 0, y: this.y, width: this.width, size: 9, color: COLORS.muted });
      this.y += 18;
    }
    this.y += GAP;
  }

  private tiles(items: { label: string; value: string; note: string }[]): void {
    const c = this.canvas;
    const gap = 8;
    const width = (this.width - gap * (items.length - 1)) / items.length;
    items.forEach((item, i) => {
      const start = i * (width + gap);
      c.rect(start, this.y, width, 70, "#ffffff", 8);
      c.doc.roundedRect(c.x(start, width), this.y, width, 70, 8).lineWidth(0.75).strokeColor(COLORS.border).stroke();
      c.text(item.label, { start: start + 10, y: this.y + 9, width: width - 20, size: 8.5, color: COLORS.muted });
      c.text(item.value, { start: start + 10, y: this.y + 24, width: width - 20, size: 15, bold: true });
      if (item.note)
        c.paragraph(item.note, {
          start: start + 10,
          y: this.y + 46,
          width: width - 20,
          size: 7,
          color: COLORS.muted,
          lineHeight: 9,
          maxLines: 2,
        });
    });
    this.y += 70 + 10;
  }

  private performance(): void {
    const { model, text, fmt } = this.view;
    const { account, tier } = model;
    const tierName = text.tiers[tier.key];
    this.heading(text.sections.performance, 130);
    this.y += comparisonChart(this.canvas, {
      start: 0,
      y: this.y,
      width: this.width,
      legend: { account: this.view.handle(account.username), median: text.labels.tierMedian(tierName) },
      rows: [
        {
          label: text.labels.engagement,
          account: account.erPercent,
          median: tier.medianErPercent,
          accountText: fmt.percent(account.erPercent),
          medianText: fmt.percent(tier.medianErPercent),
        },
        {
          label: text.labels.avgViews,
          account: account.viewsAvg,
          median: tier.medianViews,
          accountText: fmt.count(account.viewsAvg),
          medianText: fmt.count(tier.medianViews),
        },
        {
          label: text.labels.avgLikes,
          account: account.likesAvg,
          median: tier.medianLikes,
          accountText: fmt.count(account.likesAvg),
          medianText: fmt.count(tier.medianLikes),
        },
      ],
    });
    this.canvas.text(text.labels.tierAccounts(fmt.count(tier.accounts), tierName, text.platforms[account.platform]), {
      start: 0,
      y: this.y,
      width: this.width,
      size: 8.5,
      color: COLORS.muted,
    });
    this.y += 16 + GAP;
  }

  private audienceQuality(): void {
    const { model, text, fmt } = this.view;
    const { account } = model;
    this.heading(text.sections.audienceQuality, 70);
    const c = this.canvas;
    c.text(`${account.aqs}/100`, { start: 0, y: this.y, width: 90, size: 20, bold: true, color: COLORS.primary });
    c.text(text.bands[account.qualityBand], { start: 96, y: this.y + 2, width: 200, size: 14, bold: true });
    const credibility = account.credibility === null ? "" : `${text.labels.credibility}: ${fmt.percent(account.credibility, 0)}`;
    c.text(`${text.labels.score}${credibility ? ` · ${credibility}` : ""}`, {
      start: 96,
      y: this.y + 20,
      width: this.width - 96,
      size: 8.5,
      color: COLORS.muted,
    });
    this.y += 38;
    this.y += scoreGauge(c, { start: 0, y: this.y, width: this.width, score: account.aqs });
    if (model.template === "standard") {
      c.text(text.labels.qualityScale, { start: 0, y: this.y, width: this.width, size: 7.5, color: COLORS.muted });
      this.y += 16;
    }
    this.y += GAP;
  }

  private audience(): void {
    const { model, text, fmt, sections, name } = this.view;
    const audience = model.account.audience;
    const wantsAudience = ["gender", "age", "countries", "cities"].some((s) => sections.has(s as "gender"));
    if (!wantsAudience) return;
    if (!audience) {
      this.heading(text.sections.gender, 20);
      this.canvas.text(text.labels.noAudience, { start: 0, y: this.y, width: this.width, size: 10, color: COLORS.muted });
      this.y += 20 + GAP;
      return;
    }
    const c = this.canvas;
    if (model.template === "brief") {
      this.audienceDigest(audience);
      return;
    }
    if (sections.has("gender")) {
      this.heading(text.sections.gender, 100);
      const top = this.y;
      donutChart(c, {
        start: 0,
        y: top,
        size: 92,
        center: fmt.percent(Math.max(audience.female, audience.male), 0),
        slices: [
          { value: audience.female, color: COLORS.female },
          { value: audience.male, color: COLORS.male },
        ],
      });
      const legend = [
        { label: text.labels.female, value: audience.female, color: COLORS.female },
        { label: text.labels.male, value: audience.male, color: COLORS.male },
      ];
      legend.forEach((item, i) => {
        c.rect(112, top + 26 + i * 22, 10, 10, item.color, 2);
        c.text(`${item.label}: ${fmt.percent(item.value, 1)}`, { start: 128, y: top + 24 + i * 22, width: 200, size: 10.5 });
      });
      this.y = top + 92 + 14;
    }
    if (sections.has("age")) {
      this.heading(text.sections.age, 140);
      this.y += barChart(c, {
        start: 0,
        y: this.y,
        width: this.width,
        labelWidth: 70,
        items: audience.age.map((a) => ({ label: text.ages[a.group], value: a.prc, display: fmt.percent(a.prc, 1) })),
      });
      this.y += GAP;
    }
    if (sections.has("countries")) {
      const rows = audience.countries.slice(0, TEMPLATE_COUNTRY_ROWS[model.template]);
      this.heading(text.sections.countries, rows.length * 19);
      this.y += barChart(c, {
        start: 0,
        y: this.y,
        width: this.width,
        max: 100,
        items: rows.map((row) => ({ label: name(row.label), value: row.prc, display: fmt.percent(row.prc, 1) })),
      });
      this.y += GAP;
    }
    if (sections.has("cities") && audience.cities.length > 0) {
      const rows = audience.cities.slice(0, 5);
      this.heading(text.sections.cities, rows.length * 19);
      this.y += barChart(c, {
        start: 0,
        y: this.y,
        width: this.width,
        max: 100,
        color: "#0ea5e9",
        items: rows.map((row) => ({ label: name(row.label), value: row.prc, display: fmt.percent(row.prc, 1) })),
      });
      this.y += GAP;
    }
    if (sections.has("interests") && model.account.interests.length > 0) {
      this.heading(text.labels.interests, 30);
      this.y += c.paragraph(model.account.interests.map(name).join(model.language === "ar" ? "، " : ", "), {
        start: 0,
        y: this.y,
        width: this.width,
        size: 10,
      });
      this.y += GAP;
    }
  }

  /** Brief: the gender ring and the top countries side by side under one heading. */
  private audienceDigest(audience: NonNullable<ReportModel["account"]["audience"]>): void {
    const { model, text, fmt, name } = this.view;
    const c = this.canvas;
    const rows = audience.countries.slice(0, TEMPLATE_COUNTRY_ROWS[model.template]);
    this.heading(`${text.sections.gender} · ${text.sections.countries}`, 96);
    const top = this.y;
    donutChart(c, {
      start: 0,
      y: top,
      size: 80,
      center: fmt.percent(Math.max(audience.female, audience.male), 0),
      slices: [
        { value: audience.female, color: COLORS.female },
        { value: audience.male, color: COLORS.male },
      ],
    });
    [
      { label: text.labels.female, value: audience.female, color: COLORS.female },
      { label: text.labels.male, value: audience.male, color: COLORS.male },
    ].forEach((item, i) => {
      c.rect(90, top + 22 + i * 20, 9, 9, item.color, 2);
      c.text(`${item.label}: ${fmt.percent(item.value, 1)}`, { start: 104, y: top + 20 + i * 20, width: 110, size: 9.5 });
    });
    barChart(c, {
      start: 225,
      y: top + 8,
      width: this.width - 225,
      max: 100,
      labelWidth: 95,
      items: rows.map((row) => ({ label: name(row.label), value: row.prc, display: fmt.percent(row.prc, 1) })),
    });
    this.y = top + 80 + GAP + 4;
  }

  private prices(): void {
    const { model, text, fmt } = this.view;
    this.heading(text.sections.prices, 80);
    const c = this.canvas;
    const width = (this.width - 8) / 2;
    const items = [
      { label: text.labels.post, value: model.account.postPrice },
      { label: text.labels.story, value: model.account.storyPrice },
    ];
    items.forEach((item, i) => {
      const start = i * (width + 8);
      c.rect(start, this.y, width, 50, "#fffbeb", 8);
      c.text(item.label, { start: start + 12, y: this.y + 8, width: width - 24, size: 9, color: COLORS.muted });
      c.text(item.value === null ? text.labels.notAvailable : `≈ ${fmt.sar(item.value)}`, {
        start: start + 12,
        y: this.y + 23,
        width: width - 24,
        size: 15,
        bold: true,
        color: COLORS.estimate,
      });
    });
    this.y += 58;
    this.y += c.paragraph(`* ${text.labels.estimateNote}`, { start: 0, y: this.y, width: this.width, size: 8.5, color: COLORS.muted });
    this.y += GAP;
  }

  private similar(): void {
    const { model, text, fmt } = this.view;
    const c = this.canvas;
    const rows = model.similar;
    const brief = model.template === "brief";
    this.heading(text.sections.similar, brief ? Math.ceil(rows.length / 2) * 16 : 22 + rows.length * 20);
    if (rows.length === 0) {
      c.text(text.labels.noSimilar, { start: 0, y: this.y, width: this.width, size: 10, color: COLORS.muted });
      this.y += 20 + GAP;
      return;
    }
    if (brief) {
      // Two columns of names: the digest keeps who they are and how big.
      const half = (this.width - 12) / 2;
      const perColumn = Math.ceil(rows.length / 2);
      rows.forEach((row, i) => {
        const column = Math.floor(i / perColumn);
        const y = this.y + (i % perColumn) * 16;
        c.text(`${i + 1}. ${this.view.handle(row.username)} · ${fmt.count(row.followers)}`, {
          start: column * (half + 12),
          y,
          width: half,
          size: 9,
        });
      });
      this.y += perColumn * 16 + GAP;
      return;
    }
    const columns = [
      { title: "#", width: 22 },
      { title: text.labels.account, width: 225 },
      { title: text.labels.followers, width: 90 },
      { title: text.labels.engagement, width: 88 },
      { title: text.labels.similarity, width: this.width - 22 - 225 - 90 - 88 },
    ];
    const drawRow = (cells: string[], y: number, header: boolean) => {
      let start = 0;
      cells.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        c.text(cell, {
          start: start + 4,
          y,
          width: column.width - 8,
          size: header ? 8.5 : 9,
          bold: header,
          color: header ? COLORS.muted : COLORS.text,
        });
        start += column.width;
      });
    };
    this.ensure(22 + rows.length * 20);
    c.rect(0, this.y - 3, this.width, 18, COLORS.track, 4);
    drawRow(
      columns.map((col) => col.title),
      this.y,
      true,
    );
    this.y += 20;
    rows.forEach((row, i) => {
      const label =
        row.fullName && row.fullName !== row.username
          ? `${row.fullName} (${this.view.handle(row.username)})`
          : this.view.handle(row.username);
      drawRow(
        [
          String(i + 1),
          label,
          fmt.count(row.followers),
          fmt.percent(row.erPercent),
          row.similarity === null ? "—" : fmt.percent(row.similarity * 100, 0),
        ],
        this.y,
        false,
      );
      c.line(0, this.y + 15, this.width);
      this.y += 20;
    });
    this.y += GAP;
  }

  private about(): void {
    const { model, text, fmt } = this.view;
    const { account } = model;
    this.heading(text.sections.about, 50);
    const c = this.canvas;
    const facts = [
      `${text.labels.accountType}: ${text.accountTypes[account.accountType]}`,
      `${text.labels.verified}: ${account.isVerified ? text.yes : text.no}`,
      `${text.labels.posts}: ${fmt.count(account.postsCount)}`,
      `${text.labels.avgComments}: ${fmt.count(account.commentsAvg)}`,
    ].join(" · ");
    c.text(facts, { start: 0, y: this.y, width: this.width, size: 9.5 });
    this.y += 18;
    if (account.bio) this.y += c.paragraph(account.bio, { start: 0, y: this.y, width: this.width, size: 10, maxLines: 6 });
    this.y += GAP;
  }

  /** The brand band at the top of every page (drawn first, so text extraction reads it first). */
  private header(): void {
    const { text, model } = this.view;
    const c = this.canvas;
    c.doc.rect(0, 0, PAGE.width, 64).fill(COLORS.band);
    c.text(text.brand, { start: 0, y: 16, width: 220, size: 15, bold: true, color: "#ffffff" });
    c.text(this.view.handle(model.account.username), { start: 0, y: 38, width: 220, size: 9, color: "#c7d2fe" });
    c.text(text.title, { start: 230, y: 16, width: c.contentWidth - 230, size: 12, bold: true, color: "#ffffff", align: "end" });
    c.text(text.templateName[model.template], { start: 230, y: 38, width: c.contentWidth - 230, size: 9, color: "#c7d2fe", align: "end" });
  }

  /** The footer of every page — dates and "page n of m" — written once the page count is known. */
  private decoratePages(): void {
    const { text, footer } = this.view;
    const c = this.canvas;
    const range = c.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      c.doc.switchToPage(i);
      c.line(0, PAGE.height - 44, c.contentWidth, COLORS.border);
      c.text(footer, { start: 0, y: PAGE.height - 36, width: c.contentWidth - 90, size: 8, color: COLORS.muted });
      c.text(text.page(i - range.start + 1, range.count), {
        start: c.contentWidth - 90,
        y: PAGE.height - 36,
        width: 90,
        size: 8,
        color: COLORS.muted,
        align: "end",
      });
    }
  }
}

export function renderPdfReport(model: ReportModel): Promise<Buffer> {
  return new PdfReport(reportView(model)).render();
}

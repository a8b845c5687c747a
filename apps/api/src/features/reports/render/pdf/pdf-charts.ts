import { COLORS, scoreColor } from "../report-theme.ts";
import type { PdfCanvas } from "./pdf-canvas.ts";

export interface BarItem {
  label: string;
  value: number;
  display: string;
}

/**
 * Horizontal bars growing from the start edge (right to left in Arabic): label, bar, value.
 * Returns the height drawn.
 */
export function barChart(
  canvas: PdfCanvas,
  options: { start: number; y: number; width: number; items: BarItem[]; max?: number; color?: string; labelWidth?: number },
): number {
  const rowHeight = 19;
  const labelWidth = options.labelWidth ?? 110;
  const valueWidth = 48;
  const barWidth = options.width - labelWidth - valueWidth - 12;
  const max = options.max ?? Math.max(1, ...options.items.map((item) => item.value));
  options.items.forEach((item, i) => {
    const y = options.y + i * rowHeight;
    canvas.text(item.label, { start: options.start, y: y + 2, width: labelWidth - 6, size: 9 });
    const barStart = options.start + labelWidth;
    canvas.rect(barStart, y + 3, barWidth, 10, COLORS.track, 3);
    const length = Math.max(2, (barWidth * Math.min(item.value, max)) / max);
    canvas.rect(barStart, y + 3, length, 10, options.color ?? COLORS.primary, 3);
    canvas.text(item.display, { start: barStart + barWidth + 6, y: y + 2, width: valueWidth, size: 9, bold: true });
  });
  return options.items.length * rowHeight;
}

/** Pairs of bars: the account against its tier median, each scaled to the larger of the two. */
export function comparisonChart(
  canvas: PdfCanvas,
  options: {
    start: number;
    y: number;
    width: number;
    rows: { label: string; account: number | null; median: number | null; accountText: string; medianText: string }[];
    legend: { account: string; median: string };
  },
): number {
  const labelWidth = 120;
  const valueWidth = 70;
  const barWidth = options.width - labelWidth - valueWidth - 12;
  let y = options.y;
  canvas.rect(options.start, y + 2, 9, 9, COLORS.primary, 2);
  canvas.text(options.legend.account, { start: options.start + 14, y, width: 160, size: 8.5, color: COLORS.muted });
  canvas.rect(options.start + 180, y + 2, 9, 9, COLORS.median, 2);
  canvas.text(options.legend.median, { start: options.start + 194, y, width: options.width - 194, size: 8.5, color: COLORS.muted });
  y += 20;
  for (const row of options.rows) {
    const max = Math.max(1, row.account ?? 0, row.median ?? 0);
    canvas.text(row.label, { start: options.start, y: y + 4, width: labelWidth - 6, size: 9 });
    const barStart = options.start + labelWidth;
    const draw = (value: number | null, dy: number, color: string, text: string) => {
      canvas.rect(barStart, y + dy, barWidth, 9, COLORS.track, 3);
      if (value !== null) canvas.rect(barStart, y + dy, Math.max(2, (barWidth * value) / max), 9, color, 3);
      canvas.text(text, { start: barStart + barWidth + 6, y: y + dy - 1, width: valueWidth, size: 8.5, bold: color === COLORS.primary });
    };
    draw(row.account, 0, COLORS.primary, row.accountText);
    draw(row.median, 12, COLORS.median, row.medianText);
    y += 32;
  }
  return y - options.y;
}

const point = (cx: number, cy: number, r: number, angle: number) => `${cx + r * Math.cos(angle)} ${cy + r * Math.sin(angle)}`;

/** A ring of slices (gender split); its centre shows `center`. Returns the height drawn. */
export function donutChart(
  canvas: PdfCanvas,
  options: { start: number; y: number; size: number; slices: { value: number; color: string }[]; center: string },
): number {
  const outer = options.size / 2;
  const inner = outer * 0.6;
  const cx = canvas.x(options.start, options.size) + outer;
  const cy = options.y + outer;
  const total = options.slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  canvas.doc.circle(cx, cy, outer).fill(COLORS.track);
  let angle = -Math.PI / 2;
  for (const slice of options.slices) {
    if (total <= 0 || slice.value <= 0) continue;
    const sweep = Math.min((2 * Math.PI * slice.value) / total, 2 * Math.PI - 1e-4);
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    canvas.doc
      .path(
        `M ${point(cx, cy, outer, angle)} A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)} ` +
          `L ${point(cx, cy, inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, angle)} Z`,
      )
      .fill(slice.color);
    angle = end;
  }
  canvas.doc.circle(cx, cy, inner).fill("#ffffff");
  canvas.text(options.center, { start: options.start, y: cy - 7, width: options.size, size: 11, bold: true, align: "center" });
  return options.size;
}

/** The audience quality score on a 0–100 scale with the band thresholds marked. */
export function scoreGauge(canvas: PdfCanvas, options: { start: number; y: number; width: number; score: number }): number {
  canvas.rect(options.start, options.y, options.width, 12, COLORS.track, 6);
  canvas.rect(options.start, options.y, Math.max(6, (options.width * options.score) / 100), 12, scoreColor(options.score), 6);
  for (const mark of [25, 40, 60, 80, 90]) {
    canvas.rect(options.start + (options.width * mark) / 100 - 0.5, options.y - 3, 1, 18, "#9ca3af");
    canvas.text(String(mark), {
      start: options.start + (options.width * mark) / 100 - 10,
      y: options.y + 16,
      width: 20,
      size: 7,
      align: "center",
      color: COLORS.muted,
    });
  }
  return 28;
}

/** The follower chart's parts, in points: its title line, the plot and the dates under it. */
export const LINE_CHART = { title: 16, plot: 136, dates: 16, axis: 58 } as const;

/**
 * A line over time with a soft area under it. Time runs from the start edge, so in Arabic the
 * oldest day is on the right and the value axis stands on the right, as the details dialog draws it.
 * Returns the height drawn.
 */
export function lineChart(
  canvas: PdfCanvas,
  options: {
    start: number;
    y: number;
    width: number;
    title: string;
    points: { x: number; value: number }[];
    ticks: { value: number; text: string }[];
    dates: { x: number; text: string }[];
  },
): number {
  const { title, plot, dates, axis } = LINE_CHART;
  canvas.text(options.title, { start: options.start, y: options.y, width: options.width, size: 9.5, bold: true });
  const top = options.y + title;
  const plotStart = options.start + axis;
  const plotWidth = options.width - axis;
  const low = Math.min(...options.ticks.map((tick) => tick.value));
  const high = Math.max(...options.ticks.map((tick) => tick.value));
  const span = Math.max(1, options.points.at(-1)?.x ?? 1);
  const px = (x: number) => canvas.x(plotStart + (plotWidth * x) / span);
  const py = (value: number) => top + plot - (plot * (value - low)) / Math.max(1, high - low);
  for (const tick of options.ticks) {
    canvas.line(plotStart, py(tick.value), plotWidth, COLORS.border, 0.5);
    canvas.text(tick.text, { start: options.start, y: py(tick.value) - 4, width: axis - 6, size: 7.5, color: COLORS.muted, align: "end" });
  }
  const [first, ...rest] = options.points;
  const last = options.points.at(-1);
  if (first && last) {
    const area = canvas.doc.moveTo(px(first.x), top + plot);
    for (const point of options.points) area.lineTo(px(point.x), py(point.value));
    area
      .lineTo(px(last.x), top + plot)
      .closePath()
      .fill(COLORS.primarySoft);
    const line = canvas.doc.moveTo(px(first.x), py(first.value));
    for (const point of rest) line.lineTo(px(point.x), py(point.value));
    line.lineWidth(1.5).lineJoin("round").strokeColor(COLORS.primary).stroke();
  }
  canvas.line(plotStart, top + plot, plotWidth, COLORS.median, 0.75);
  const label = 84;
  for (const date of options.dates) {
    // Centred under its point, kept inside the plot at both ends.
    const centre = plotStart + (plotWidth * date.x) / span;
    const start = Math.min(Math.max(plotStart, centre - label / 2), plotStart + plotWidth - label);
    canvas.text(date.text, { start, y: top + plot + 4, width: label, size: 7.5, color: COLORS.muted, align: "center" });
  }
  return title + plot + dates;
}

import type { TSignal } from "@radar/contract/vetting";
import type { ReportVetting } from "../../data/report-model.ts";
import type { ReasonFigures } from "../report-text-vetting.ts";
import { type DocContext, MISSING, type SectionContent } from "./document-context.ts";
import type { Block, LinePoint, SignalLine, Tile } from "./report-document.ts";

const DAY_MS = 86_400_000;
/** A history day (YYYY-MM-DD, UTC) as a date at noon UTC: formatting it in any zone keeps the day. */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** A round step for about two to four gridlines over `range`: 1, 2 or 5 times a power of ten. */
function niceStep(range: number): number {
  const rough = Math.max(1, range / 3);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** The value axis: round figures from below the year's lowest followers to above its highest. */
function ticks(ctx: DocContext, values: number[]): { value: number; text: string }[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = niceStep(high - low);
  const from = Math.max(0, Math.floor(low / step) * step);
  const to = Math.max(from + step, Math.ceil(high / step) * step);
  const count = Math.round((to - from) / step);
  return Array.from({ length: count + 1 }, (_, i) => from + i * step).map((value) => ({ value, text: ctx.ltr(ctx.fmt.compact(value)) }));
}

function followerChart(ctx: DocContext, vetting: ReportVetting): Block {
  const first = vetting.points[0];
  const origin = first ? dayDate(first.day).getTime() : 0;
  const points: LinePoint[] = vetting.points.map((point) => ({
    x: Math.round((dayDate(point.day).getTime() - origin) / DAY_MS),
    value: point.followers,
    label: ctx.fmt.date(dayDate(point.day)),
  }));
  const span = points.at(-1)?.x ?? 0;
  // Four dates along the time axis: the first, the last and two between, at the points nearest a third of the way.
  const dates = [0, 1 / 3, 2 / 3, 1].flatMap((share) => {
    const target = span * share;
    const nearest = points.reduce<LinePoint | undefined>(
      (best, point) => (!best || Math.abs(point.x - target) < Math.abs(best.x - target) ? point : best),
      undefined,
    );
    return nearest ? [{ x: nearest.x, text: nearest.label }] : [];
  });
  return {
    kind: "line",
    title: ctx.text.vetting.chartTitle,
    points,
    ticks: ticks(
      ctx,
      points.map((point) => point.value),
    ),
    dates,
  };
}

function growthTiles(ctx: DocContext, vetting: ReportVetting): Tile[] {
  const { fmt, text } = ctx;
  const words = text.vetting;
  return [30, 90].map((days) => {
    const growth = vetting.growth.find((entry) => entry.days === days);
    if (!growth) return { label: words.growth(days), value: MISSING, note: words.noGrowth };
    const measured = growth.measured_days === days ? [] : [words.measured(growth.measured_days)];
    return {
      label: words.growth(days),
      value: ctx.ltr(`${fmt.signed(growth.rate, 1)}%`),
      note: [words.change(fmt.signed(growth.change)), ...measured].join(" · "),
    };
  });
}

/** The vendor's score first; ours is always named as ours, never shown as the vendor's. */
function qualityTiles(ctx: DocContext, vetting: ReportVetting): Tile[] {
  const { text } = ctx;
  const words = text.vetting;
  const { vendor, estimate } = vetting.quality;
  return [
    vendor
      ? { label: words.vendorScore, value: `${vendor.score}/100`, note: text.bands[vendor.band] }
      : { label: words.vendorScore, value: MISSING, note: words.noVendor },
    estimate
      ? { label: words.estimate, value: `${estimate.score}/100`, note: `${text.bands[estimate.band]} · ${words.estimateNote}` }
      : { label: words.estimate, value: MISSING, note: words.noSignals },
  ];
}

/** "Growth over 30 days" and 90, then both quality scores; the chart above when there is a history to draw. */
export function growth(ctx: DocContext): SectionContent {
  const { vetting } = ctx.model;
  const chart: Block =
    vetting.points.length > 1 ? followerChart(ctx, vetting) : { kind: "text", style: "notice", text: ctx.text.vetting.noHistory };
  return {
    title: ctx.text.vetting.growthTitle,
    blocks: [chart, { kind: "tiles", tone: "figure", tiles: [...growthTiles(ctx, vetting), ...qualityTiles(ctx, vetting)] }],
  };
}

/** The figures a signal's sentence quotes, formatted as its kind reads (as the details dialog writes them). */
function reasonFigures(ctx: DocContext, signal: TSignal): ReasonFigures {
  const { fmt } = ctx;
  const format = (value: number | null): string => {
    if (value === null) return MISSING;
    switch (signal.kind) {
      case "engagement":
        return ctx.ltr(`${fmt.decimal(value, 2)}%`);
      case "views_per_follower":
        return ctx.ltr(`${fmt.decimal(value * 100, 0)}%`);
      case "growth_spike":
        return fmt.signed(value);
      default:
        return ctx.ltr(fmt.decimal(value, value >= 10 ? 0 : 1));
    }
  };
  return {
    value: format(signal.value),
    benchmark: format(signal.benchmark),
    share: signal.ratio === null ? MISSING : ctx.ltr(`${fmt.decimal(signal.ratio * 100, 0)}%`),
    times: signal.ratio === null ? MISSING : ctx.ltr(fmt.decimal(signal.ratio, 1)),
    date: signal.date ? fmt.date(dayDate(signal.date)) : "",
  };
}

/** Our five signals, each with its value, its benchmark and why it reads as it does. */
export function authenticity(ctx: DocContext): SectionContent {
  const words = ctx.text.vetting;
  const { signals } = ctx.model.vetting;
  const title = words.authenticityTitle;
  if (signals.length === 0) return { title, absent: words.noSignals };
  const items: SignalLine[] = signals.map((signal) => {
    const figures = reasonFigures(ctx, signal);
    return {
      name: words.kinds[signal.kind],
      tone: signal.verdict,
      verdict: words.verdicts[signal.verdict],
      figures: [
        `${words.value}: ${figures.value}`,
        ...(signal.benchmark === null ? [] : [`${words.benchmark}: ${figures.benchmark}`]),
      ].join(" · "),
      reason: words.reasons[signal.reason](figures),
    };
  });
  return {
    title,
    blocks: [
      { kind: "signals", items },
      { kind: "text", style: "caption", text: words.signalsNote },
    ],
  };
}

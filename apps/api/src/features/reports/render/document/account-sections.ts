import type { TProvenanceField } from "@radar/contract/sources";
import type { PlatformFigure } from "../../data/report-model.ts";
import { type DocContext, initials, MISSING, type SectionContent } from "./document-context.ts";
import type { Block, ComparisonRow } from "./report-document.ts";

/** The provenance field behind each platform figure (total likes has none). */
const FIGURE_FIELDS: Record<PlatformFigure["key"], TProvenanceField | null> = {
  reels_views: "reels_views_avg",
  shorts_views: "shorts_views_avg",
  total_likes: null,
  tweets_per_day: "avg_tweets",
  retweets_per_tweet: "avg_retweets",
};

/** The account's engagement against its tier's median, in words. */
function medianComparison(ctx: DocContext): string {
  const { erPercent } = ctx.model.account;
  const median = ctx.model.tier.medianErPercent;
  if (median === null || erPercent === null) return "";
  const diff = erPercent - median;
  if (Math.abs(diff) < 0.005) return ctx.text.labels.atMedian;
  return diff > 0 ? ctx.text.labels.aboveMedian : ctx.text.labels.belowMedian;
}

export function overview(ctx: DocContext): SectionContent {
  const { model, text, fmt, name, tierName } = ctx;
  const { account, tier } = model;
  const categories = account.categories.map(name).slice(0, 3);
  const place = [account.city, account.country].filter((v) => v !== null).map((v) => name(v));
  const verified = account.isVerified ? ` · ${text.labels.verified} ✓` : "";
  const median = (value: number | null, format: (v: number) => string) =>
    value === null ? "" : `${text.labels.tierMedian(tierName)}: ${format(value)}`;
  const blocks: Block[] = [
    {
      kind: "identity",
      name: account.fullName || account.username,
      initials: initials(account.fullName, account.username),
      avatar: model.avatar,
      lines: [
        `${ctx.handle(account.username)} · ${text.platforms[account.platform]}${verified}`,
        `${text.labels.category}: ${categories.length > 0 ? ctx.list(categories) : text.labels.uncategorised}`,
        `${text.labels.location}: ${place.length > 0 ? ctx.list(place) : text.labels.notAvailable} · ${tierName}`,
      ],
    },
    {
      kind: "tiles",
      tone: "figure",
      tiles: [
        ctx.tile("followers", text.labels.followers, fmt.count(account.followers), tierName),
        ctx.tile(
          "er",
          text.labels.engagement,
          fmt.percent(account.erPercent),
          [medianComparison(ctx), median(tier.medianErPercent, (v) => fmt.percent(v))].filter(Boolean).join(" · "),
        ),
        ctx.tile("views_avg", text.labels.avgViews, fmt.count(account.viewsAvg), median(tier.medianViews, fmt.count)),
        ctx.tile("likes_avg", text.labels.avgLikes, fmt.count(account.likesAvg), median(tier.medianLikes, fmt.count)),
      ],
    },
  ];
  if (ctx.standard && account.platformFigures.length > 0) {
    const figures = account.platformFigures.map((figure) => {
      const field = FIGURE_FIELDS[figure.key];
      const label = field ? ctx.label(text.figures[figure.key], field) : text.figures[figure.key];
      const perPost = figure.key === "tweets_per_day" || figure.key === "retweets_per_tweet";
      return `${label}: ${perPost ? fmt.decimal(figure.value) : fmt.count(figure.value)}`;
    });
    blocks.push({ kind: "text", style: "caption", text: `${text.platforms[account.platform]} — ${figures.join(" · ")}` });
  }
  return { title: text.sections.overview, blocks };
}

export function performance(ctx: DocContext): SectionContent {
  const { model, text, fmt, tierName } = ctx;
  const { account, tier } = model;
  const row = (
    field: TProvenanceField,
    label: string,
    unit: ComparisonRow["unit"],
    value: number | null,
    median: number | null,
  ): ComparisonRow => {
    const format = (v: number | null) => (unit === "percent" ? fmt.percent(v) : fmt.count(v));
    const missing = ctx.missing(field);
    return {
      label: ctx.label(label, field),
      unit,
      account: missing ? null : value,
      median,
      accountText: missing ? MISSING : format(value),
      medianText: format(median),
    };
  };
  return {
    title: text.sections.performance,
    blocks: [
      {
        kind: "comparison",
        legend: { account: ctx.handle(account.username), median: text.labels.tierMedian(tierName) },
        rows: [
          row("er", text.labels.engagement, "percent", account.erPercent, tier.medianErPercent),
          row("views_avg", text.labels.avgViews, "count", account.viewsAvg, tier.medianViews),
          row("likes_avg", text.labels.avgLikes, "count", account.likesAvg, tier.medianLikes),
        ],
      },
      {
        kind: "text",
        style: "caption",
        text: text.labels.tierAccounts(fmt.count(tier.accounts), tierName, text.platforms[account.platform]),
      },
    ],
  };
}

export function audienceQuality(ctx: DocContext): SectionContent {
  const { text, fmt } = ctx;
  const { aqs, qualityBand, credibility } = ctx.model.account;
  const title = text.sections.audienceQuality;
  if (aqs === null || qualityBand === null) {
    return { title, blocks: [{ kind: "score", score: null, value: MISSING, band: "", caption: text.labels.notFromSource }] };
  }
  const score = ctx.label(text.labels.score, "aqs");
  const caption =
    credibility === null ? score : `${score} · ${ctx.label(text.labels.credibility, "credibility")}: ${fmt.percent(credibility, 0)}`;
  return {
    title,
    blocks: [
      { kind: "score", score: aqs, value: `${aqs}/100`, band: text.bands[qualityBand], caption },
      ...(ctx.standard ? [{ kind: "text", style: "caption", text: text.labels.qualityScale } satisfies Block] : []),
    ],
  };
}

export function prices(ctx: DocContext): SectionContent {
  const { text, fmt } = ctx;
  const { postPrice, storyPrice } = ctx.model.account;
  const price = (label: string, value: number | null) =>
    ctx.tile("prices", label, value === null ? text.labels.notAvailable : `≈ ${fmt.sar(value)}`, "");
  return {
    title: text.sections.prices,
    blocks: [
      { kind: "tiles", tone: "estimate", tiles: [price(text.labels.post, postPrice), price(text.labels.story, storyPrice)] },
      { kind: "text", style: "caption", text: `* ${text.labels.estimateNote}` },
    ],
  };
}

import type { AnalysedAccount, Share } from "../../data/report-model.ts";
import { ageLabel } from "../report-text.ts";
import { COLORS } from "../report-theme.ts";
import type { DocContext, SectionContent } from "./document-context.ts";
import type { Bar, Block } from "./report-document.ts";
import { TEMPLATE_COUNTRY_ROWS } from "./report-layout.ts";

type Audience = NonNullable<AnalysedAccount["audience"]>;

/**
 * Each audience section, or why there is no audience to chart: the platform reports none (twitter),
 * or the account's source does not give it (a platform API). The document states the reason once.
 */
function withAudience(ctx: DocContext, title: string, build: (audience: Audience, title: string) => Block[] | null): SectionContent {
  const { audience } = ctx.model.account;
  if (!audience) {
    return { title, absent: ctx.missing("audience") ? ctx.text.labels.noAudienceFromSource : ctx.text.labels.noAudience };
  }
  const marked = ctx.label(title, "audience");
  const blocks = build(audience, marked);
  return blocks ? { title: marked, blocks } : null;
}

const shares = (ctx: DocContext, rows: Share[]): Bar[] =>
  rows.map((row) => ({ label: ctx.name(row.label), value: row.prc, display: ctx.fmt.percent(row.prc, 1) }));

export const gender = (ctx: DocContext): SectionContent =>
  withAudience(ctx, ctx.text.sections.gender, (audience, title) => [
    {
      kind: "donut",
      title,
      center: ctx.fmt.percent(Math.max(audience.female, audience.male), 0),
      slices: [
        { label: ctx.text.labels.female, value: audience.female, display: ctx.fmt.percent(audience.female, 1), color: COLORS.female },
        { label: ctx.text.labels.male, value: audience.male, display: ctx.fmt.percent(audience.male, 1), color: COLORS.male },
      ],
    },
  ]);

export const age = (ctx: DocContext): SectionContent =>
  withAudience(ctx, ctx.text.sections.age, (audience, title) => [
    {
      kind: "bars",
      title,
      max: null,
      color: COLORS.primary,
      bars: audience.age.map((a) => ({ label: ctx.ltr(ageLabel(a.group)), value: a.prc, display: ctx.fmt.percent(a.prc, 1) })),
    },
  ]);

export const countries = (ctx: DocContext): SectionContent =>
  withAudience(ctx, ctx.text.sections.countries, (audience, title) => {
    const rows = audience.countries.slice(0, TEMPLATE_COUNTRY_ROWS[ctx.model.template]);
    return rows.length === 0 ? null : [{ kind: "bars", title, max: 100, color: COLORS.primary, bars: shares(ctx, rows) }];
  });

export const cities = (ctx: DocContext): SectionContent =>
  withAudience(ctx, ctx.text.sections.cities, (audience, title) => {
    const rows = audience.cities.slice(0, 5);
    return rows.length === 0 ? null : [{ kind: "bars", title, max: 100, color: COLORS.city, bars: shares(ctx, rows) }];
  });

export function interests(ctx: DocContext): SectionContent {
  const { interests } = ctx.model.account;
  if (interests.length === 0) return null;
  return { title: ctx.text.labels.interests, blocks: [{ kind: "text", style: "body", text: ctx.list(interests.map(ctx.name)) }] };
}

import type { ReportModel } from "../../data/report-model.ts";
import { templateName } from "../../report-templates.ts";
import { audienceQuality, overview, performance, prices } from "./account-sections.ts";
import { age, cities, countries, gender, interests } from "./audience-sections.ts";
import { type DocContext, docContext, type SectionContent } from "./document-context.ts";
import { groupSourcesLine } from "./group-sources.ts";
import { licences } from "./licence-sections.ts";
import { about, similar } from "./list-sections.ts";
import type { DocGroup, ReportDocument } from "./report-document.ts";
import { type ReportSection, TEMPLATE_LAYOUT } from "./report-layout.ts";
import { authenticity, growth } from "./vetting-sections.ts";

/** Every section, declared once: what it shows, for both formats. A template picks and groups them. */
const SECTIONS: Record<ReportSection, (ctx: DocContext) => SectionContent> = {
  overview,
  performance,
  audience_quality: audienceQuality,
  gender,
  age,
  countries,
  cities,
  interests,
  prices,
  similar,
  about,
  growth,
  authenticity,
  licences,
};

/** "Generated … · Data as of … · Source: …": the data date is when the source was asked. */
function footer(ctx: DocContext): string {
  const { text, fmt, model } = ctx;
  const { source, viaSandbox } = model.account.provenance;
  const sourceName = viaSandbox ? `${text.sources[source]} (${text.sandbox})` : text.sources[source];
  return [
    `${text.generated}: ${fmt.date(model.generatedAt)}`,
    `${text.dataAsOf}: ${fmt.date(model.account.dataDate)}`,
    `${text.sourceLabel}: ${sourceName}`,
  ].join(" · ");
}

/**
 * The template's groups with what each section shows. A section without data says why, once: the
 * second audience section of an account without audience adds nothing, and a group left empty goes.
 */
function groups(ctx: DocContext): DocGroup[] {
  const stated = new Set<string>();
  return TEMPLATE_LAYOUT[ctx.model.template].flatMap((keys) => {
    const shown = keys.flatMap((key) => {
      const content = SECTIONS[key](ctx);
      if (content === null) return [];
      if ("blocks" in content) return [content];
      if (stated.has(content.absent)) return [];
      stated.add(content.absent);
      return [{ title: content.title, blocks: [{ kind: "text" as const, style: "notice" as const, text: content.absent }] }];
    });
    if (shown.length === 0) return [];
    return [{ title: shown.map((section) => section.title).join(" · "), blocks: shown.flatMap((section) => section.blocks) }];
  });
}

export function buildDocument(model: ReportModel): ReportDocument {
  const ctx = docContext(model);
  const { text, handle } = ctx;
  const { account } = model;
  return {
    rtl: model.language === "ar",
    brand: text.brand,
    title: text.title,
    templateName: templateName(model.template, model.language),
    handle: handle(account.username),
    footer: footer(ctx),
    page: text.page,
    info: { title: `${text.title} — @${account.username}`, author: text.brand, createdAt: model.generatedAt },
    cover: { name: account.fullName || account.username, subtitle: `${handle(account.username)} · ${text.platforms[account.platform]}` },
    groups: withGroupSources(ctx, groups(ctx)),
  };
}

/** The field groups' own sources, under the overview, when they differ (decision 0058). */
function withGroupSources(ctx: DocContext, shown: DocGroup[]): DocGroup[] {
  const line = groupSourcesLine(ctx);
  const [first, ...rest] = shown;
  if (!line || !first) return shown;
  return [{ ...first, blocks: [...first.blocks, { kind: "text", style: "caption", text: line }] }, ...rest];
}

import type { TReportTemplateId } from "@radar/contract/reports";
import type { Bilingual, ReportModel } from "../data/report-model.ts";
import { keepLtr, type ReportFormat, reportFormat } from "./report-format.ts";
import { REPORT_TEXT, type ReportText } from "./report-text.ts";

/** The sections each template holds, in order: Brief is the one-page digest of Standard. */
export type ReportSection =
  | "overview"
  | "performance"
  | "audience_quality"
  | "gender"
  | "age"
  | "countries"
  | "cities"
  | "interests"
  | "prices"
  | "similar"
  | "about";

export const TEMPLATE_SECTIONS: Record<TReportTemplateId, ReportSection[]> = {
  standard: [
    "overview",
    "performance",
    "audience_quality",
    "gender",
    "age",
    "countries",
    "cities",
    "interests",
    "prices",
    "similar",
    "about",
  ],
  brief: ["overview", "audience_quality", "gender", "countries", "prices", "similar"],
};

/** How many audience countries each template charts. */
export const TEMPLATE_COUNTRY_ROWS: Record<TReportTemplateId, number> = { standard: 5, brief: 3 };

/** A report model with the words and formats of its language: what both renderers draw from. */
export interface ReportView {
  model: ReportModel;
  text: ReportText;
  fmt: ReportFormat;
  rtl: boolean;
  sections: Set<ReportSection>;
  name: (value: Bilingual) => string;
  /** "Generated <date> · Data as of <date>", for every page. */
  footer: string;
  /** "@username", kept in one piece in Arabic text. */
  handle: (username: string) => string;
  /** The account's category line (its content categories, or the platform's name). */
  category: string;
}

export function reportView(model: ReportModel): ReportView {
  const text = REPORT_TEXT[model.language];
  const fmt = reportFormat(model.language, text.labels.notAvailable);
  const name = (value: Bilingual) => (model.language === "ar" ? value.ar : value.en);
  const categories = model.account.categories.map(name);
  return {
    model,
    text,
    fmt,
    rtl: model.language === "ar",
    sections: new Set(TEMPLATE_SECTIONS[model.template]),
    name,
    handle: (username) => keepLtr(model.language, `@${username}`),
    footer: `${text.generated}: ${fmt.date(model.generatedAt)} · ${text.dataAsOf}: ${fmt.date(model.account.dataDate)}`,
    category:
      categories.length > 0 ? categories.slice(0, 3).join(model.language === "ar" ? "، " : ", ") : text.platforms[model.account.platform],
  };
}

/** The account's engagement against its tier's median, in words. */
export function medianComparison(view: ReportView): string {
  const median = view.model.tier.medianErPercent;
  if (median === null) return "";
  const diff = view.model.account.erPercent - median;
  if (Math.abs(diff) < 0.005) return view.text.labels.atMedian;
  return diff > 0 ? view.text.labels.aboveMedian : view.text.labels.belowMedian;
}

export function initials(fullName: string, username: string): string {
  const words = (fullName || username).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

import type { TReportTemplateId } from "@radar/contract/reports";

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
  | "about"
  | "growth"
  | "authenticity"
  | "licences";

/**
 * What each template holds, in order, as groups of sections shown together (one heading of the PDF,
 * one slide of the PPTX). Growth and authenticity are in both: whether an audience is real and growing
 * is what a brand asks first; and so is the licence to advertise, without which a brand may be penalised. Brief is the digest of Standard: no performance, age, cities, interests or
 * bio, three countries, the lookalikes' names only.
 */
export const TEMPLATE_LAYOUT: Record<TReportTemplateId, ReportSection[][]> = {
  standard: [
    ["overview"],
    ["performance"],
    ["audience_quality"],
    ["growth"],
    ["authenticity"],
    ["licences"],
    ["gender", "age"],
    ["countries", "cities"],
    ["prices"],
    ["similar"],
    ["about", "interests"],
  ],
  brief: [["overview"], ["audience_quality"], ["growth"], ["authenticity"], ["licences"], ["gender", "countries"], ["prices"], ["similar"]],
};

/** The sections of each template, in order (GET /api/reports/templates/). */
export const TEMPLATE_SECTIONS: Record<TReportTemplateId, ReportSection[]> = {
  standard: TEMPLATE_LAYOUT.standard.flat(),
  brief: TEMPLATE_LAYOUT.brief.flat(),
};

/** How many audience countries each template charts. */
export const TEMPLATE_COUNTRY_ROWS: Record<TReportTemplateId, number> = { standard: 5, brief: 3 };

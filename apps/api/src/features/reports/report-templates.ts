import type { TLanguage } from "@radar/contract/constants";
import type { TReportTemplate, TReportTemplateId } from "@radar/contract/reports";
import { TEMPLATE_SECTIONS } from "./render/document/report-layout.ts";

/** GET /api/reports/templates/: what each template holds. Standard is the full analysis; Brief its digest. */
export const REPORT_TEMPLATES: TReportTemplate[] = [
  {
    id: "standard",
    name: "Standard",
    name_ar: "قياسي",
    description:
      "The full analysis: overview, performance against the size tier, audience quality, follower growth over the year, our authenticity signals, the licence to advertise in Saudi Arabia and the UAE, gender, age, countries, cities and interests as charts, estimated prices, the 10 most similar influencers with their figures, and the account's bio.",
    description_ar:
      "التحليل الكامل: نظرة عامة، والأداء مقارنة بفئة الحجم، وجودة الجمهور، ونمو المتابعين خلال السنة، ومؤشرات المصداقية الخاصة بنا، وترخيص الإعلان في السعودية والإمارات، والجنس والعمر والدول والمدن والاهتمامات في رسوم بيانية، والأسعار التقديرية، وأكثر 10 مؤثرين تشابهًا مع أرقامهم، ونبذة الحساب.",
    sections: TEMPLATE_SECTIONS.standard,
    formats: ["pdf", "pptx"],
  },
  {
    id: "brief",
    name: "Brief",
    name_ar: "موجز",
    description:
      "A short digest: the overview with the key figures, audience quality, follower growth, our authenticity signals, the licence to advertise, gender and the top 3 countries, estimated prices and the names of the 10 most similar influencers.",
    description_ar:
      "ملخص قصير: نظرة عامة بالأرقام الرئيسية، وجودة الجمهور، ونمو المتابعين، ومؤشرات المصداقية الخاصة بنا، وترخيص الإعلان، والجنس وأهم 3 دول، والأسعار التقديرية، وأسماء أكثر 10 مؤثرين تشابهًا.",
    sections: TEMPLATE_SECTIONS.brief,
    formats: ["pdf", "pptx"],
  },
];

/** The template's name as an answer or a report prints it; declared only in REPORT_TEMPLATES. */
export function templateName(id: TReportTemplateId, language: TLanguage = "en"): string {
  const template = REPORT_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) return id;
  return language === "ar" ? template.name_ar : template.name;
}

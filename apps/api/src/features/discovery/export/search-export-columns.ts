import type { TPlatform } from "@radar/contract/constants";
import type { TSearchResult } from "@radar/contract/search";
import type { ExportColumn, ExportLang } from "../../../core/export/table-export.ts";

const PLATFORM_NAMES: Record<TPlatform, Record<ExportLang, string>> = {
  instagram: { en: "Instagram", ar: "إنستغرام" },
  tiktok: { en: "TikTok", ar: "تيك توك" },
  youtube: { en: "YouTube", ar: "يوتيوب" },
  twitter: { en: "X (Twitter)", ar: "إكس (تويتر)" },
};

const named = (place: { name: string; name_ar: string } | null, lang: ExportLang) =>
  place ? (lang === "ar" ? place.name_ar : place.name) : null;

/** The columns of a search results export: headers in both languages, place and category names in the file's. */
export function searchExportColumns(lang: ExportLang): ExportColumn<TSearchResult>[] {
  return [
    { header: { en: "Name", ar: "الاسم" }, type: "text", width: 28, value: (r) => r.basic.title },
    { header: { en: "Username", ar: "اسم المستخدم" }, type: "text", width: 22, value: (r) => r.basic.username },
    { header: { en: "Platform", ar: "المنصة" }, type: "text", width: 12, value: (r) => PLATFORM_NAMES[r.basic.platform][lang] },
    { header: { en: "Profile URL", ar: "رابط الحساب" }, type: "text", width: 40, value: (r) => r.url },
    { header: { en: "Followers", ar: "المتابعون" }, type: "integer", value: (r) => r.metrics.subscribers_count },
    { header: { en: "Engagement %", ar: "نسبة التفاعل %" }, type: "decimal", value: (r) => r.metrics.er },
    { header: { en: "Quality score", ar: "درجة الجودة" }, type: "integer", value: (r) => r.features.aqs },
    { header: { en: "Country", ar: "الدولة" }, type: "text", value: (r) => named(r.features.location.country, lang) },
    { header: { en: "City", ar: "المدينة" }, type: "text", value: (r) => named(r.features.location.city, lang) },
    {
      header: { en: "Categories", ar: "الفئات" },
      type: "text",
      width: 30,
      value: (r) => r.features.categories.map((c) => (lang === "ar" ? c.title_ar : c.title)).join(lang === "ar" ? "، " : ", "),
    },
    {
      header: { en: "Estimated post price (SAR)", ar: "السعر التقديري للمنشور (ر.س)" },
      type: "money",
      width: 18,
      value: (r) => r.features.estimated_prices.post,
    },
    { header: { en: "Data date", ar: "تاريخ البيانات" }, type: "date", width: 12, value: (r) => new Date(r.provenance.fetched_at) },
  ];
}

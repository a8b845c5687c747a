import type { TLanguage } from "@radar/contract/constants";

type Category = { id: number; title: string; title_ar: string };

/** A chosen category's name in the user's language; a custom keyword is shown as typed. */
export function categoryLabel(value: number | string, categories: readonly Category[], language: TLanguage): string {
  if (typeof value === "string") return value;
  const category = categories.find((candidate) => candidate.id === value);
  if (!category) return String(value);
  return language === "ar" ? category.title_ar : category.title;
}

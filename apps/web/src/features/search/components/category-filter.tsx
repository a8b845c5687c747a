import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useLanguage } from "@/lib/i18n";
import { useSearchCategories } from "../api/get-search-categories";
import { categoryLabel } from "../utils/category-label";
import { addCustomCategory, type SearchFilters, toggleCategory, toggleInterest } from "../utils/search-filters";
import { ChoiceChips } from "./choice-chips";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** SPEC §2 deep panel, Content: included and excluded categories, a custom category, and interests. */
export function CategoryFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const categories = useSearchCategories().data?.categories ?? [];
  const [custom, setCustom] = useState("");
  const label = (value: number | string) => categoryLabel(value, categories, language);

  const picker = (list: "include" | "exclude") => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${list}`}>{t(`content.${list}`)}</Label>
      <NativeSelect
        id={`${id}-${list}`}
        value=""
        onChange={(event) => {
          const value = Number(event.target.value);
          if (value) update((current) => toggleCategory(current, list, value));
        }}
      >
        <option value="">{t("content.choose")}</option>
        {categories
          .filter((category) => !filters.category[list].includes(category.id))
          .map((category) => (
            <option key={category.id} value={category.id}>
              {language === "ar" ? category.title_ar : category.title}
            </option>
          ))}
      </NativeSelect>
      <ChoiceChips
        label={t(`content.${list}`)}
        items={filters.category[list].map((value) => ({ value, label: label(value) }))}
        onRemove={(value) => update((current) => toggleCategory(current, list, value))}
      />
    </div>
  );

  const addCustom = () => {
    if (custom.trim() === "") return;
    update((current) => addCustomCategory(current, custom));
    setCustom("");
  };

  return (
    <div className="grid gap-4">
      {picker("include")}
      {picker("exclude")}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-custom`}>{t("content.custom")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-custom`}
            value={custom}
            maxLength={60}
            placeholder={t("content.customPlaceholder")}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addCustom();
              }
            }}
          />
          <Button variant="outline" size="icon" className="size-10" onClick={addCustom} disabled={custom.trim() === ""}>
            <Plus />
            <span className="sr-only">{t("content.addCustom")}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Audience interests (ids 1–82). */
export function InterestsFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const interests = useSearchCategories().data?.interests ?? [];
  const name = (value: number) => {
    const interest = interests.find((candidate) => candidate.id === value);
    return interest ? (language === "ar" ? interest.name_ar : interest.name) : String(value);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-interests`}>{t("content.interests")}</Label>
      <NativeSelect
        id={`${id}-interests`}
        value=""
        onChange={(event) => {
          const value = Number(event.target.value);
          if (value) update((current) => toggleInterest(current, value));
        }}
      >
        <option value="">{t("content.chooseInterest")}</option>
        {interests
          .filter((interest) => !filters.interests.includes(interest.id))
          .map((interest) => (
            <option key={interest.id} value={interest.id}>
              {language === "ar" ? interest.name_ar : interest.name}
            </option>
          ))}
      </NativeSelect>
      <ChoiceChips
        label={t("content.interests")}
        items={filters.interests.map((value) => ({ value, label: name(value) }))}
        onRemove={(value) => update((current) => toggleInterest(current, value))}
      />
    </div>
  );
}

import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { formatShare } from "../utils/format-search";
import { GENDER_PERCENTAGE } from "../utils/search-constants";
import { type SearchFilters, setGender, setGenderPercentage } from "../utils/search-filters";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void; disabled?: boolean };

const GENDERS = ["any", "male", "female"] as const;

/** Audience gender and the share of it the audience must have (0–100 in steps of 5, SPEC §5). */
export function GenderFilter({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const gender = filters.audience_gender;
  return (
    <div className="grid gap-3">
      <p id={id} className="text-sm font-medium">
        {t("audience.gender")}
      </p>
      <RadioGroup
        aria-labelledby={id}
        value={gender ?? "any"}
        disabled={disabled}
        className="flex flex-wrap gap-1.5"
        onValueChange={(value) => update((current) => setGender(current, value as (typeof GENDERS)[number]))}
      >
        {GENDERS.map((choice) => (
          <RadioCard key={choice} value={choice} className="w-auto gap-2 rounded-lg px-2.5 py-2">
            {t(`genders.${choice}`)}
          </RadioCard>
        ))}
      </RadioGroup>
      {gender ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span>{t("audience.genderPercentage", { gender: t(`genders.${gender}`) })}</span>
            <span className="tabular-nums text-muted-foreground">{formatShare(filters.audienceGenderPercentage, language)}</span>
          </div>
          <Slider
            dir={getLocaleTextDirection(language)}
            min={GENDER_PERCENTAGE.min}
            max={GENDER_PERCENTAGE.max}
            step={GENDER_PERCENTAGE.step}
            value={[filters.audienceGenderPercentage]}
            disabled={disabled}
            thumbLabels={[t("audience.genderPercentage", { gender: t(`genders.${gender}`) })]}
            valueText={(value) => formatShare(value, language)}
            onValueChange={(value) => update((current) => setGenderPercentage(current, value[0] ?? GENDER_PERCENTAGE.initial))}
          />
        </div>
      ) : null}
    </div>
  );
}

import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { QUALITY_CHOICES } from "../utils/search-constants";
import { type SearchFilters, setQualityScore } from "../utils/search-filters";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void; disabled?: boolean };

/** The basic panel's audience quality radio group: the SPEC §9 bands, each asking for at least its score. */
export function QualityScoreRadios({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const selected = QUALITY_CHOICES.find((choice) => choice.score === filters.audienceQualityScore)?.value ?? "";
  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm font-medium">
        {t("audience.quality")}
      </p>
      <RadioGroup
        aria-labelledby={id}
        value={selected}
        disabled={disabled}
        className="grid-cols-1 gap-1.5 sm:grid-cols-2"
        onValueChange={(value) => {
          const choice = QUALITY_CHOICES.find((candidate) => candidate.value === value);
          if (choice) update((current) => setQualityScore(current, choice.score));
        }}
      >
        {QUALITY_CHOICES.map((choice) => (
          <RadioCard key={choice.value} value={choice.value} className="rounded-lg px-3 py-2">
            <span className="font-medium">{t(`quality.${choice.value}`)}</span>
            {choice.score > 0 ? (
              <span className="ms-auto text-xs text-muted-foreground">{t("quality.over", { score: choice.score })}</span>
            ) : null}
          </RadioCard>
        ))}
      </RadioGroup>
      {selected === "" ? (
        <p className="text-xs text-muted-foreground">{t("quality.current", { score: filters.audienceQualityScore })}</p>
      ) : null}
    </div>
  );
}

/** The deep panel's quality score slider, 0 (any) to 100, default 10 (SPEC §5). */
export function QualityScoreSlider({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const score = filters.audienceQualityScore;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{t("audience.qualityScore")}</span>
        <span className="tabular-nums text-muted-foreground">{score === 0 ? t("quality.any") : t("quality.atLeast", { score })}</span>
      </div>
      <Slider
        dir={getLocaleTextDirection(language)}
        min={0}
        max={100}
        step={1}
        value={[score]}
        disabled={disabled}
        thumbLabels={[t("audience.qualityScore")]}
        valueText={(value) => (value === 0 ? t("quality.any") : t("quality.atLeast", { score: value }))}
        onValueChange={(value) => update((current) => setQualityScore(current, value[0] ?? 0))}
      />
    </div>
  );
}

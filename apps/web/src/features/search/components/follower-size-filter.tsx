import { FOLLOWERS_INPUT_MAX, FOLLOWERS_SLIDER_MAX, FOLLOWERS_SLIDER_STEP, SIZE_PRESETS } from "@radar/contract/search";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { formatCompact, formatWhole } from "../utils/format-search";
import { applySizePreset, type SearchFilters, setFollowerInput, setFollowerSlider } from "../utils/search-filters";
import { BlurNumberInput } from "./blur-number-input";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void; disabled?: boolean };

/** SPEC §2 influencer size: a two-thumb follower slider, from/to inputs and the five size presets. */
export function FollowerSizeFilter({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const range = filters.subscribers_count ?? { from: 0, to: null };
  const from = range.from ?? 0;
  const to = range.to;
  const sliderValue = [
    Math.min(from, FOLLOWERS_SLIDER_MAX - FOLLOWERS_SLIDER_STEP),
    Math.min(to ?? FOLLOWERS_SLIDER_MAX, FOLLOWERS_SLIDER_MAX),
  ];
  const presetLabel = (preset: (typeof SIZE_PRESETS)[number]) =>
    preset.to === null
      ? t("size.presetOpen", { from: formatCompact(preset.from, language) })
      : t("size.presetRange", { from: formatCompact(preset.from, language), to: formatCompact(preset.to, language) });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium">{t("size.followers")}</span>
          <span className="tabular-nums text-muted-foreground" dir="ltr">
            {formatWhole(from, language)} – {to === null ? t("size.noLimit") : formatWhole(to, language)}
          </span>
        </div>
        <Slider
          dir={getLocaleTextDirection(language)}
          min={0}
          max={FOLLOWERS_SLIDER_MAX}
          step={FOLLOWERS_SLIDER_STEP}
          minStepsBetweenThumbs={1}
          value={sliderValue}
          disabled={disabled}
          thumbLabels={[t("size.minFollowers"), t("size.maxFollowers")]}
          valueText={(value, index) => (index === 1 && value >= FOLLOWERS_SLIDER_MAX ? t("size.noLimit") : formatWhole(value, language))}
          onValueChange={(value) => update((current) => setFollowerSlider(current, [value[0] ?? 0, value[1] ?? FOLLOWERS_SLIDER_MAX]))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t("size.from")}</Label>
          <BlurNumberInput
            id={`${id}-from`}
            min={0}
            max={FOLLOWERS_INPUT_MAX}
            step={FOLLOWERS_SLIDER_STEP}
            disabled={disabled}
            value={String(from)}
            onCommit={(text) => update((current) => setFollowerInput(current, "from", text))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t("size.to")}</Label>
          <BlurNumberInput
            id={`${id}-to`}
            min={0}
            max={FOLLOWERS_INPUT_MAX}
            step={FOLLOWERS_SLIDER_STEP}
            placeholder={t("size.noLimit")}
            disabled={disabled}
            value={to === null ? "" : String(to)}
            onCommit={(text) => update((current) => setFollowerInput(current, "to", text))}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <p id={`${id}-presets`} className="text-sm font-medium">
          {t("size.presets")}
        </p>
        <RadioGroup
          aria-labelledby={`${id}-presets`}
          value={filters.size_preset ?? ""}
          disabled={disabled}
          onValueChange={(value) => update((current) => applySizePreset(current, value))}
          className="grid-cols-1 gap-1.5 sm:grid-cols-2"
        >
          {SIZE_PRESETS.map((preset) => (
            <RadioCard key={preset.value} value={preset.value} className="rounded-lg px-3 py-2">
              <span className="font-medium">{t(`sizes.${preset.label.toLowerCase()}`)}</span>
              <span className="ms-auto text-end text-xs text-muted-foreground">{presetLabel(preset)}</span>
            </RadioCard>
          ))}
        </RadioGroup>
      </div>
    </div>
  );
}

import { FOLLOWERS_INPUT_MAX, FOLLOWERS_SLIDER_STEP, SIZE_PRESETS } from "@radar/contract/search";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { Slider } from "@/components/ui/slider";
import { getLocaleTextDirection } from "@/lib/direction";
import { formatCompact } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { FOLLOWER_SLIDER_LAST, followersAt, positionOf } from "../utils/follower-scale";
import { formatWhole } from "../utils/format-search";
import { DEFAULT_FOLLOWERS_FROM, DEFAULT_FOLLOWERS_TO } from "../utils/search-constants";
import { applySizePreset, type SearchFilters, setFollowerInput, setFollowerSlider } from "../utils/search-filters";
import { BlurNumberInput } from "./blur-number-input";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void; disabled?: boolean };

/**
 * SPEC §2 influencer size: a two-thumb follower slider (on a logarithmic scale, follower-scale.ts),
 * from/to inputs and the five size presets. Untouched (no range yet), it shows the §9 defaults the
 * search sends: 1,000 to 10,000,000.
 */
export function FollowerSizeFilter({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const untouched = filters.subscribers_count === null;
  const range = filters.subscribers_count ?? { from: DEFAULT_FOLLOWERS_FROM, to: DEFAULT_FOLLOWERS_TO.basic };
  const from = range.from ?? 0;
  const to = range.to;
  const sliderValue = [Math.min(positionOf(from), FOLLOWER_SLIDER_LAST - 1), to === null ? FOLLOWER_SLIDER_LAST : positionOf(to)];
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
          max={FOLLOWER_SLIDER_LAST}
          step={1}
          minStepsBetweenThumbs={1}
          value={sliderValue}
          disabled={disabled}
          thumbLabels={[t("size.minFollowers"), t("size.maxFollowers")]}
          valueText={(position, index) => {
            if (index === 0) return formatWhole(from, language);
            if (position >= FOLLOWER_SLIDER_LAST && to === null) return t("size.noLimit");
            return formatWhole(to ?? followersAt(position), language);
          }}
          onValueChange={(value) =>
            update((current) => setFollowerSlider(current, [followersAt(value[0] ?? 0), followersAt(value[1] ?? FOLLOWER_SLIDER_LAST)]))
          }
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
            value={untouched ? "" : String(from)}
            placeholder={untouched ? String(DEFAULT_FOLLOWERS_FROM) : undefined}
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
            placeholder={untouched ? String(DEFAULT_FOLLOWERS_TO.basic) : t("size.noLimit")}
            disabled={disabled}
            value={untouched || to === null ? "" : String(to)}
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

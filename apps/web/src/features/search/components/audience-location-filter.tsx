import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { formatShare } from "../utils/format-search";
import { LOCATION_PERCENTAGE } from "../utils/search-constants";
import {
  clearAudienceLocation,
  removeAudienceLocation,
  type SearchFilters,
  setLocationPercentage,
  upsertAudienceLocation,
} from "../utils/search-filters";
import { LocationPicker } from "./location-picker";
import { PlaceChips } from "./place-chips";

type Props = {
  filters: SearchFilters;
  update: (change: (filters: SearchFilters) => SearchFilters) => void;
  /** The basic panel's slider starts at 0, the deep one's at 1 (SPEC §5). */
  variant: "basic" | "deep";
  disabled?: boolean;
};

/** SPEC §2 audience location: a picker, the picked places, and the share every one of them must reach. */
export function AudienceLocationFilter({ filters, update, variant, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const min = variant === "basic" ? LOCATION_PERCENTAGE.basicMin : LOCATION_PERCENTAGE.deepMin;
  return (
    <div className="grid gap-3">
      <LocationPicker
        label={t("audience.location")}
        disabled={disabled}
        onPick={(item) => update((current) => upsertAudienceLocation(current, item))}
      />
      <PlaceChips
        label={t("audience.selectedPlaces")}
        places={filters.audience_location}
        onRemove={(place) => update((current) => removeAudienceLocation(current, place))}
      />
      {filters.audience_location.length > 0 ? (
        <Button variant="link" size="sm" className="justify-self-start" onClick={() => update((current) => clearAudienceLocation(current))}>
          {t("audience.clearLocation")}
        </Button>
      ) : null}
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{t("audience.locationPercentage")}</span>
          <span className="tabular-nums text-muted-foreground">{formatShare(filters.locationPercentage, language)}</span>
        </div>
        <Slider
          dir={getLocaleTextDirection(language)}
          min={min}
          max={LOCATION_PERCENTAGE.max}
          step={LOCATION_PERCENTAGE.step}
          value={[Math.max(min, filters.locationPercentage)]}
          disabled={disabled}
          thumbLabels={[t("audience.locationPercentage")]}
          valueText={(value) => formatShare(value, language)}
          onValueChange={(value) => update((current) => setLocationPercentage(current, value[0] ?? LOCATION_PERCENTAGE.initial))}
        />
      </div>
    </div>
  );
}

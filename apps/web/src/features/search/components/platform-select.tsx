import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { type SearchFilters, setPlatform } from "../utils/search-filters";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** The platform to search, in both modes (choosing twitter drops the audience filters, setPlatform). */
export function PlatformSelect({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-platform`}>{t("influencer.platform")}</Label>
      <NativeSelect
        id={`${id}-platform`}
        value={filters.social_network}
        onChange={(event) => update((current) => setPlatform(current, event.target.value as TPlatform))}
      >
        {PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {t(`platforms.${platform}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

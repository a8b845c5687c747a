import { useTranslation } from "react-i18next";
import { addAccountLocation, removeAccountLocation, type SearchFilters } from "../utils/search-filters";
import { LocationPicker } from "./location-picker";
import { PlaceChips } from "./place-chips";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** Where the account itself is based: countries or cities (account_geo of the request). */
export function AccountLocationFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  return (
    <div className="grid gap-2">
      <LocationPicker label={t("influencer.accountLocation")} onPick={(item) => update((current) => addAccountLocation(current, item))} />
      <PlaceChips
        label={t("influencer.selectedAccountPlaces")}
        places={filters.account_location}
        onRemove={(place) => update((current) => removeAccountLocation(current, place))}
      />
    </div>
  );
}

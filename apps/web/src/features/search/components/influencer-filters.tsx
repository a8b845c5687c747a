import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { ACCOUNT_TYPES, type TAccountType } from "@radar/contract/search";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { type SearchFilters, setFollowerFilter, setPlatform } from "../utils/search-filters";
import { AccountLocationFilter } from "./account-location-filter";
import { FollowerSizeFilter } from "./follower-size-filter";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** SPEC §2 deep panel, Influencer: platform, size, account type, account location, verified, has contact. */
export function InfluencerFilters({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const check = (key: "verified" | "account_has_contacts", label: string) => (
    <div className="flex items-center gap-2">
      <Checkbox
        id={`${id}-${key}`}
        checked={filters[key]}
        onCheckedChange={(checked) => update((current) => ({ ...current, [key]: checked === true }))}
      />
      <Label htmlFor={`${id}-${key}`} className="font-normal">
        {label}
      </Label>
    </div>
  );
  return (
    <div className="grid gap-4">
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
      <div className="grid gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-size`}
            checked={filters.followerFilter}
            onCheckedChange={(checked) => update((current) => setFollowerFilter(current, checked === true))}
          />
          <Label htmlFor={`${id}-size`}>{t("influencer.size")}</Label>
        </div>
        {filters.followerFilter ? <FollowerSizeFilter filters={filters} update={update} /> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>{t("influencer.accountType")}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={filters.account_type ?? ""}
          onChange={(event) => update((current) => ({ ...current, account_type: (event.target.value || null) as TAccountType | null }))}
        >
          <option value="">{t("influencer.anyType")}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`accountTypes.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <AccountLocationFilter filters={filters} update={update} />
      {check("verified", t("influencer.verified"))}
      {check("account_has_contacts", t("influencer.hasContact"))}
    </div>
  );
}

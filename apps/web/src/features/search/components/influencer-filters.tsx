import { ACCOUNT_TYPES, type TAccountType } from "@radar/contract/search";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LicenceFilter } from "@/components/licences/licence-filter";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CREATOR_LANGUAGES, type SearchFilters, setFollowerFilter } from "../utils/search-filters";
import { AccountLocationFilter } from "./account-location-filter";
import { FollowerSizeFilter } from "./follower-size-filter";
import { PlatformSelect } from "./platform-select";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/**
 * SPEC §2 deep panel, Influencer: platform, size, account type, account location, verified, has contact;
 * and the creator's own gender and language, labelled as the creator's so nobody takes them for the audience's.
 */
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
      <PlatformSelect filters={filters} update={update} />
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
      <div className="grid gap-2">
        <Label htmlFor={`${id}-gender`}>{t("influencer.creatorGender")}</Label>
        <NativeSelect
          id={`${id}-gender`}
          aria-describedby={`${id}-gender-hint`}
          value={filters.account_gender ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            update((current) => ({ ...current, account_gender: value === "male" || value === "female" ? value : null }));
          }}
        >
          <option value="">{t("influencer.anyGender")}</option>
          <option value="female">{t("genders.female")}</option>
          <option value="male">{t("genders.male")}</option>
        </NativeSelect>
        <p id={`${id}-gender-hint`} className="text-xs text-muted-foreground">
          {t("influencer.creatorGenderHint")}
        </p>
      </div>
      <LicenceFilter
        id={`${id}-licence`}
        value={filters.licensed_in}
        onChange={(licensed_in) => update((current) => ({ ...current, licensed_in }))}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-language`}>{t("influencer.creatorLanguage")}</Label>
        <NativeSelect
          id={`${id}-language`}
          value={filters.account_languages[0] ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            update((current) => ({ ...current, account_languages: value ? [value] : [] }));
          }}
        >
          <option value="">{t("influencer.anyLanguage")}</option>
          {CREATOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
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

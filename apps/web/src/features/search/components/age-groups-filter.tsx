import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { AGE_CHOICES } from "../utils/search-constants";
import { type SearchFilters, toggleAgeGroup } from "../utils/search-filters";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void; disabled?: boolean };

/** SPEC §4: audience age groups, where 'any' excludes the others. */
export function AgeGroupsFilter({ filters, update, disabled }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t("audience.age")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {AGE_CHOICES.map((group) => (
          <div key={group} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${group}`}
              checked={filters.audience_age.groups.includes(group)}
              disabled={disabled}
              onCheckedChange={() => update((current) => toggleAgeGroup(current, group))}
            />
            <Label htmlFor={`${id}-${group}`} className="font-normal">
              {t(`ages.${group}`)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

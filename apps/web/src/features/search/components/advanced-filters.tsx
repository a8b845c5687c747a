import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SearchFilters } from "../utils/search-filters";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** SPEC §2 deep panel, Advanced: most recent post date, filter by date, similar-to username, find similar. */
export function AdvancedFilters({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const twitter = filters.social_network === "twitter";
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>{t("advanced.recentPost")}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={filters.recentPost}
          onChange={(event) => update((current) => ({ ...current, recentPost: event.target.value }))}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-by-date`}
            checked={filters.filterByDate}
            onCheckedChange={(checked) => update((current) => ({ ...current, filterByDate: checked === true }))}
          />
          <Label htmlFor={`${id}-by-date`} className="font-normal">
            {t("advanced.filterByDate")}
          </Label>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-similar`}>{t("advanced.similarTo")}</Label>
        <Input
          id={`${id}-similar`}
          value={filters.similarTo}
          maxLength={100}
          disabled={twitter}
          placeholder={t("advanced.similarPlaceholder")}
          dir="ltr"
          className="text-start"
          onChange={(event) => update((current) => ({ ...current, similarTo: event.target.value }))}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-find-similar`}
            checked={filters.findInfluencersSimilar}
            disabled={twitter}
            onCheckedChange={(checked) => update((current) => ({ ...current, findInfluencersSimilar: checked === true }))}
          />
          <Label htmlFor={`${id}-find-similar`} className="font-normal">
            {t("advanced.findSimilar")}
          </Label>
        </div>
        {twitter ? <p className="text-xs text-muted-foreground">{t("audience.twitterNote")}</p> : null}
      </div>
    </div>
  );
}

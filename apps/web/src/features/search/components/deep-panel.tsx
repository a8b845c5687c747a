import { useTranslation } from "react-i18next";
import type { SearchFilters } from "../utils/search-filters";
import { AdvancedFilters } from "./advanced-filters";
import { AgeGroupsFilter } from "./age-groups-filter";
import { AudienceLocationFilter } from "./audience-location-filter";
import { CategoryFilter, InterestsFilter } from "./category-filter";
import { FilterSection } from "./filter-section";
import { GenderFilter } from "./gender-filter";
import { InfluencerFilters } from "./influencer-filters";
import { AverageViewsFilter, EngagementFilter, FollowerGrowthFilter } from "./performance-filters";
import { QualityScoreSlider } from "./quality-score-filter";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** SPEC §2 deep mode: three columns of collapsible sections. */
export function DeepPanel({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const twitter = filters.social_network === "twitter";
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <div className="grid gap-4">
        <FilterSection title={t("sections.advanced")}>
          <AdvancedFilters filters={filters} update={update} />
        </FilterSection>
        <FilterSection title={t("sections.content")}>
          <CategoryFilter filters={filters} update={update} />
          <InterestsFilter filters={filters} update={update} />
        </FilterSection>
      </div>
      <div className="grid gap-4">
        <FilterSection title={t("sections.audience")}>
          {twitter ? <p className="text-xs text-muted-foreground">{t("audience.twitterNote")}</p> : null}
          <AgeGroupsFilter filters={filters} update={update} disabled={twitter} />
          <GenderFilter filters={filters} update={update} disabled={twitter} />
          <AudienceLocationFilter filters={filters} update={update} variant="deep" disabled={twitter} />
          <QualityScoreSlider filters={filters} update={update} disabled={twitter} />
        </FilterSection>
      </div>
      <div className="grid gap-4">
        <FilterSection title={t("sections.performance")}>
          <EngagementFilter filters={filters} update={update} />
          <AverageViewsFilter filters={filters} update={update} />
          <FollowerGrowthFilter filters={filters} update={update} />
        </FilterSection>
        <FilterSection title={t("sections.influencer")}>
          <InfluencerFilters filters={filters} update={update} />
        </FilterSection>
      </div>
    </div>
  );
}

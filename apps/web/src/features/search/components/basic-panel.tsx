import { useTranslation } from "react-i18next";
import type { SearchFilters } from "../utils/search-filters";
import { AccountLocationFilter } from "./account-location-filter";
import { AudienceLocationFilter } from "./audience-location-filter";
import { FollowerSizeFilter } from "./follower-size-filter";
import { PlatformSelect } from "./platform-select";
import { QualityScoreRadios } from "./quality-score-filter";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** SPEC §2 basic mode: platform, influencer size and account location; audience quality and audience location. */
export function BasicPanel({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const twitter = filters.social_network === "twitter";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="basic-influencer" className="grid content-start gap-5 rounded-xl border p-4">
        <h2 id="basic-influencer" className="text-sm font-semibold">
          {t("basic.influencerSize")}
        </h2>
        <PlatformSelect filters={filters} update={update} />
        <FollowerSizeFilter filters={filters} update={update} />
        <AccountLocationFilter filters={filters} update={update} />
      </section>
      <section aria-labelledby="basic-audience" className="grid content-start gap-5 rounded-xl border p-4">
        <h2 id="basic-audience" className="text-sm font-semibold">
          {t("basic.audience")}
        </h2>
        {twitter ? <p className="text-xs text-muted-foreground">{t("audience.twitterNote")}</p> : null}
        <QualityScoreRadios filters={filters} update={update} disabled={twitter} />
        <AudienceLocationFilter filters={filters} update={update} variant="basic" disabled={twitter} />
      </section>
    </div>
  );
}

import { VIEWS_AVG_DEFAULT_TO } from "@radar/contract/search";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useLanguage } from "@/lib/i18n";
import { formatWhole } from "../utils/format-search";
import { ENGAGEMENT_RANGE } from "../utils/search-constants";
import { parseFollowerInput, type SearchFilters, setEngagementInput, setGrowthInput } from "../utils/search-filters";
import { BlurNumberInput } from "./blur-number-input";

type Props = { filters: SearchFilters; update: (change: (filters: SearchFilters) => SearchFilters) => void };

/** Engagement rate in percent, 0–100 in steps of 0.1; unreadable input falls back to 0 / 100 (SPEC §5). */
export function EngagementFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const { min, max } = filters.engagementRate;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("performance.engagement")}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(["min", "max"] as const).map((bound) => (
          <div key={bound} className="grid gap-1.5">
            <Label htmlFor={`${id}-${bound}`} className="font-normal">
              {t(`performance.engagement_${bound}`)}
            </Label>
            <BlurNumberInput
              id={`${id}-${bound}`}
              min={ENGAGEMENT_RANGE.min}
              max={ENGAGEMENT_RANGE.max}
              step={ENGAGEMENT_RANGE.step}
              value={String(bound === "min" ? min : max)}
              onCommit={(text) => update((current) => setEngagementInput(current, bound, text))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Average views: off unless switched on; an empty maximum is the 10,000,000 default (SPEC §9). */
export function AverageViewsFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const views = filters.averageViews;
  const set = (bound: "min" | "max", text: string) =>
    update((current) => ({ ...current, averageViews: { ...current.averageViews, [bound]: parseFollowerInput(text) } }));
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={views.filter}
          onCheckedChange={(checked) =>
            update((current) => ({ ...current, averageViews: { ...current.averageViews, filter: checked === true } }))
          }
        />
        <Label htmlFor={`${id}-on`}>{t("performance.views")}</Label>
      </div>
      {views.filter ? (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`} className="font-normal">
              {t("performance.viewsMin")}
            </Label>
            <BlurNumberInput
              id={`${id}-min`}
              min={0}
              value={views.min === null ? "" : String(views.min)}
              onCommit={(text) => set("min", text)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-max`} className="font-normal">
              {t("performance.viewsMax")}
            </Label>
            <BlurNumberInput
              id={`${id}-max`}
              min={0}
              placeholder={formatWhole(VIEWS_AVG_DEFAULT_TO, language)}
              value={views.max === null ? "" : String(views.max)}
              onCommit={(text) => set("max", text)}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Follower growth over 30 or 90 days in percent: off unless switched on; an empty bound is open. */
export function FollowerGrowthFilter({ filters, update }: Props) {
  const { t } = useTranslation("search");
  const id = useId();
  const growth = filters.followerGrowth;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={growth.filter}
          onCheckedChange={(checked) =>
            update((current) => ({ ...current, followerGrowth: { ...current.followerGrowth, filter: checked === true } }))
          }
        />
        <Label htmlFor={`${id}-on`}>{t("performance.growth")}</Label>
      </div>
      {growth.filter ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-period`} className="font-normal">
              {t("performance.growthPeriod")}
            </Label>
            <NativeSelect
              id={`${id}-period`}
              value={String(growth.period)}
              onChange={(event) => {
                const period = event.target.value === "90" ? 90 : 30;
                update((current) => ({ ...current, followerGrowth: { ...current.followerGrowth, period } }));
              }}
            >
              {([30, 90] as const).map((days) => (
                <option key={days} value={days}>
                  {t("performance.growthDays", { days })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {(["min", "max"] as const).map((bound) => (
              <div key={bound} className="grid gap-1.5">
                <Label htmlFor={`${id}-${bound}`} className="font-normal">
                  {t(bound === "min" ? "performance.growthMin" : "performance.growthMax")}
                </Label>
                <BlurNumberInput
                  id={`${id}-${bound}`}
                  min={-100}
                  step={0.1}
                  value={growth[bound] === null ? "" : String(growth[bound])}
                  onCommit={(text) => update((current) => setGrowthInput(current, bound, text))}
                />
              </div>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t("performance.growthNote")}</p>
        </>
      ) : null}
    </div>
  );
}

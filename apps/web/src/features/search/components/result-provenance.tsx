import { FIELD_GROUPS, type TFieldGroup, type TFieldGroupStamp, type TSearchResult } from "@radar/contract/search";
import { Database, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import type { ResultOrigin } from "../utils/merge-results";

const sameStamp = (a: TFieldGroupStamp, b: TFieldGroupStamp) =>
  a.source === b.source && a.sandbox === b.sandbox && formatDay(a) === formatDay(b);
const formatDay = (stamp: TFieldGroupStamp) => stamp.fetched_at.slice(0, 10);

/** The groups of a result that hold data, each with its stamp, in the order the dialog shows them. */
export function stampedGroups(provenance: TSearchResult["provenance"] | null): [TFieldGroup, TFieldGroupStamp][] {
  const groups = provenance?.groups;
  if (!groups) return [];
  return FIELD_GROUPS.flatMap((group) => {
    const stamp = groups[group];
    if (!stamp) return [];
    const entry: [TFieldGroup, TFieldGroupStamp] = [group, stamp];
    return [entry];
  });
}

/**
 * "Where the data comes from": each field group with its own source and date, when they differ
 * (a YouTube refresh over a vendor report). When every group has the row's one source and day, the
 * header's "Data as of … · source" already says it all, and this stays out of the way.
 */
export function FieldGroupSources({ provenance }: { provenance: TSearchResult["provenance"] | null }) {
  const { t } = useTranslation("search");
  const { t: tc } = useTranslation("common");
  const language = useLanguage();
  const stamped = stampedGroups(provenance);
  const first = stamped[0]?.[1];
  if (!first || stamped.every(([, stamp]) => sameStamp(stamp, first))) return null;
  return (
    <section className="grid content-start gap-2" data-testid="field-group-sources">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <Database aria-hidden className="size-4 text-muted-foreground" />
        {t("details.sources")}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {stamped.map(([group, stamp]) => {
          const name = tc(`provenance.sources.${stamp.source}`);
          const source = stamp.sandbox ? `${name} ${tc("provenance.sandbox")}` : name;
          return (
            <div key={group} className="flex min-w-0 items-baseline justify-between gap-x-3 border-b border-border/60 py-1">
              <dt className="shrink-0 text-muted-foreground">{t(`details.groups.${group}`)}</dt>
              {/* Each part isolated: a Latin source name beside an Arabic date keeps its reading order. */}
              <dd className="flex min-w-0 flex-wrap justify-end gap-x-1.5 text-end">
                <bdi className="whitespace-nowrap">{source}</bdi>
                <span className="whitespace-nowrap">
                  <span aria-hidden>· </span>
                  <bdi>{formatDate(stamp.fetched_at, language)}</bdi>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-xs text-muted-foreground">{t("details.sourcesNote")}</p>
    </section>
  );
}

/** "In our index", or "From the market · Modash · today" (the date the source answered, when not today). */
export function useOriginText() {
  const { t } = useTranslation("search");
  const language = useLanguage();
  return (origin: ResultOrigin) => {
    if (origin.kind === "index") return t("market.inIndex");
    const today = new Date(origin.fetchedAt).toDateString() === new Date().toDateString();
    return t("market.fromMarket", { source: origin.source, when: today ? t("market.today") : formatDate(origin.fetchedAt, language) });
  };
}

/** Where one result of the merged list came from: our index, or the market (its source and day). */
export function ResultOriginBadge({ origin, className }: { origin: ResultOrigin; className?: string }) {
  const text = useOriginText()(origin);
  const Icon = origin.kind === "market" ? Globe : Database;
  return (
    <p
      data-testid="result-origin"
      data-origin={origin.kind}
      className={cn(
        "flex min-w-0 items-start gap-1 text-xs font-medium",
        origin.kind === "market" ? "text-primary" : "text-muted-foreground",
        className,
      )}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      {/* Wraps rather than cuts: in a narrow table column the source and day are the point of it. */}
      <bdi>{text}</bdi>
    </p>
  );
}

import type { THistoryPoint } from "@radar/contract/vetting";
import { useTranslation } from "react-i18next";
import { Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { getLocaleTextDirection } from "@/lib/direction";
import { formatDate, formatNumber, numberLocale } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { dayDate } from "./history-day";

const PRIMARY = "#4f46e5";
const AXIS = { fontSize: 12, fill: "#71717a" };

/**
 * The account's followers day by day. Time runs from the right in Arabic (the x axis is reversed and
 * the figures sit on the right), as the page reads. The drawing is hidden from screen readers: the
 * first and last points are written out beside it.
 */
export function FollowerChart({ points, compact = false }: { points: THistoryPoint[]; compact?: boolean }) {
  const { t } = useTranslation("vetting");
  const language = useLanguage();
  const rtl = getLocaleTextDirection(language) === "rtl";
  // On a time axis, so the weekly points of older history sit as far apart as their days.
  const data = points.map((point) => ({ time: dayDate(point.day).getTime(), followers: point.followers }));
  const first = points[0];
  const last = points.at(-1);
  const describe = (point: THistoryPoint) =>
    t("chartPoint", { date: formatDate(dayDate(point.day), language), followers: formatNumber(point.followers, language) });
  // Short ticks; Arabic keeps the full month name (its short form is a clipped word).
  const tick = new Intl.DateTimeFormat(numberLocale(language), { month: language === "ar" ? "long" : "short", day: "numeric" });
  return (
    <figure className={compact ? "grid gap-1" : "grid gap-2 rounded-xl border p-3"} data-testid="follower-chart">
      <figcaption className={compact ? "sr-only" : "text-sm font-medium"}>{t("chartTitle")}</figcaption>
      {/* A card is narrow: a shorter drawing with dates further apart. */}
      <div aria-hidden className={compact ? "h-40 w-full" : "h-48 w-full"} dir="ltr">
        <LineChart responsive accessibilityLayer={false} data={data} style={{ width: "100%", height: "100%" }}>
          <XAxis
            dataKey="time"
            type="number"
            domain={["dataMin", "dataMax"]}
            reversed={rtl}
            tick={AXIS}
            minTickGap={compact ? 40 : 28}
            tickFormatter={(time: number) => tick.format(new Date(time))}
          />
          <YAxis
            orientation={rtl ? "right" : "left"}
            tick={AXIS}
            // Arabic's compact unit is a word ("9.2 مليون"), wider than "9.2M".
            width={rtl ? 80 : 56}
            domain={["auto", "auto"]}
            // Two decimals: a year of steady growth spans 9.1M–9.3M, which one decimal shows as 9M twice.
            tickFormatter={(value) => formatNumber(Number(value), language, { notation: "compact", maximumFractionDigits: 2 })}
          />
          <Tooltip
            formatter={(value) => formatNumber(Number(value), language)}
            labelFormatter={(time) => formatDate(new Date(Number(time)), language)}
            itemStyle={{ color: "#18181b" }}
            labelStyle={{ color: "#18181b" }}
          />
          <Line
            type="monotone"
            dataKey="followers"
            name={t("chartTitle")}
            stroke={PRIMARY}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      {first && last ? (
        <p className="sr-only">
          {describe(first)} — {describe(last)}
        </p>
      ) : null}
    </figure>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { formatShare } from "../utils/format-search";
import { type Influencer, localized } from "../utils/influencer";

const PRIMARY = "#4f46e5";
const SECONDARY = "#f472b6";
const AXIS = { fontSize: 12, fill: "#71717a" };

type Audience = NonNullable<Influencer["audience"]>;

/**
 * One chart with its figures written out: the drawing is hidden from screen readers, which read the
 * list instead (and so do the tests: jsdom draws no charts).
 */
type Row = { label: string; value: string; color?: string };

function ChartFigure({ title, rows, children, legend = false }: { title: string; rows: Row[]; children: ReactNode; legend?: boolean }) {
  return (
    <figure className="grid gap-2 rounded-xl border p-3">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div aria-hidden className={legend ? "h-40 w-full" : "h-48 w-full"} dir="ltr">
        {children}
      </div>
      <ul className={legend ? "flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" : "sr-only"}>
        {rows.map((row) => (
          <li key={row.label} className="inline-flex items-center gap-1.5">
            {row.color ? <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: row.color }} /> : null}
            {row.label}: {row.value}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Audience gender, age and top countries of one influencer (SPEC §2 details dialog). */
export function AudienceCharts({ audience }: { audience: Audience }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const rtl = getLocaleTextDirection(language) === "rtl";
  const share = (value: number) => formatShare(value, language);
  const gender = [
    { key: "female", label: t("genders.female"), value: audience.gender.female, color: SECONDARY },
    { key: "male", label: t("genders.male"), value: audience.gender.male, color: PRIMARY },
  ];
  // The axis shows the bare ranges (13–17 … 65+) so seven of them fit on a phone; the list names them in full.
  const ages = audience.age.map((entry) => ({
    label: t(`ages.${entry.group}`),
    tick: entry.group === "65_plus" ? "65+" : entry.group.replace("_", "–"),
    value: entry.prc,
  }));
  const countries = audience.countries.slice(0, 5).map((entry) => ({ label: localized(entry.name, language), value: entry.prc }));
  // In Arabic the bars grow from the right edge, where the labels are.
  // Dark text in the tooltip: the series colours (pink, indigo) are too light for text on white.
  const tooltip = (
    <Tooltip
      formatter={(value) => share(Number(value))}
      cursor={{ fill: "#f4f4f5" }}
      itemStyle={{ color: "#18181b" }}
      labelStyle={{ color: "#18181b" }}
    />
  );

  return (
    <div className="grid gap-3 md:grid-cols-3">
      <ChartFigure
        legend
        title={t("details.genderChart")}
        rows={gender.map((g) => ({ label: g.label, value: share(g.value), color: g.color }))}
      >
        <PieChart responsive accessibilityLayer={false} style={{ width: "100%", height: "100%" }}>
          <Pie data={gender} dataKey="value" nameKey="label" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
            {gender.map((entry) => (
              <Cell key={entry.key} fill={entry.color} />
            ))}
          </Pie>
          {tooltip}
        </PieChart>
      </ChartFigure>
      <ChartFigure title={t("details.ageChart")} rows={ages.map((a) => ({ label: a.label, value: share(a.value) }))}>
        <BarChart responsive accessibilityLayer={false} layout="vertical" data={ages} style={{ width: "100%", height: "100%" }}>
          <XAxis type="number" reversed={rtl} tick={AXIS} tickFormatter={(value) => share(Number(value))} />
          <YAxis type="category" dataKey="tick" orientation={rtl ? "right" : "left"} tick={AXIS} width={44} interval={0} />
          {tooltip}
          <Bar dataKey="value" fill={PRIMARY} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <ChartFigure title={t("details.countriesChart")} rows={countries.map((c) => ({ label: c.label, value: share(c.value) }))}>
        <BarChart responsive accessibilityLayer={false} layout="vertical" data={countries} style={{ width: "100%", height: "100%" }}>
          <XAxis type="number" reversed={rtl} tick={AXIS} tickFormatter={(value) => share(Number(value))} />
          <YAxis type="category" dataKey="label" orientation={rtl ? "right" : "left"} tick={AXIS} width={96} />
          {tooltip}
          <Bar dataKey="value" fill={PRIMARY} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

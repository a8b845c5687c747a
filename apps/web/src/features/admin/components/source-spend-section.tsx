import type { TSourceBudget, TSourceId, TSourceSpend } from "@radar/contract/sources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api-client";
import { formatDate, formatNumber, formatPercent } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";

export const sourceSpendKey = ["admin", "sources", "spend"] as const;

/** GET /api/admin/sources/spend/: units per source per day, the top users this month, budgets and alarms. */
export function sourceSpendQuery() {
  return queryOptions({
    queryKey: sourceSpendKey,
    queryFn: ({ signal }) => api.get<TSourceSpend>("/admin/sources/spend/", { signal }),
  });
}

/**
 * What the paid sources cost and who spent it: a warning per source at 80 % of its daily quota or
 * monthly budget (the contact address was mailed once), each source's standing, the last 30 days
 * per source, and the 20 users who cost most this month.
 */
export function SourceSpendSection() {
  const { t } = useTranslation("admin");
  const spend = useQuery(sourceSpendQuery());
  return (
    <section className="grid border-t" aria-labelledby="source-spend-title" data-testid="admin-source-spend">
      <div className="grid gap-1 px-4 pt-5 pb-3">
        <h2 id="source-spend-title" className="font-semibold">
          {t("sourceSpend.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("sourceSpend.description")}</p>
      </div>
      {spend.isPending ? (
        <PanelLoading label={t("sourceSpend.loading")} />
      ) : spend.isError ? (
        <PanelError message={t("sourceSpend.loadFailed")} />
      ) : (
        <SpendBody spend={spend.data} />
      )}
    </section>
  );
}

function SpendBody({ spend }: { spend: TSourceSpend }) {
  const { t } = useTranslation("admin");
  const alarms = spend.budgets.filter((budget) => budget.alarm !== null);
  return (
    <div className="grid gap-5 pb-5">
      {alarms.length > 0 ? (
        <div className="grid gap-2 px-4">
          {alarms.map((budget) => (
            <SpendAlarm key={budget.source} budget={budget} />
          ))}
        </div>
      ) : null}
      <BudgetTable budgets={spend.budgets} />
      <div className="grid gap-2">
        <h3 className="px-4 text-sm font-medium">{t("sourceSpend.daysTitle")}</h3>
        {spend.days.length === 0 ? (
          <PanelEmpty title={t("sourceSpend.noSpend")} description={t("sourceSpend.noSpendDescription")} />
        ) : (
          <DaysTable days={spend.days} />
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="px-4 text-sm font-medium">{t("sourceSpend.usersTitle")}</h3>
        {spend.top_users.length === 0 ? (
          <p className="px-4 text-sm text-muted-foreground">{t("sourceSpend.noUsers")}</p>
        ) : (
          <UsersTable users={spend.top_users} />
        )}
        {spend.unattributed_units > 0 ? (
          <p className="px-4 text-xs text-muted-foreground" data-testid="admin-source-spend-unattributed">
            {t("sourceSpend.unattributed", { units: spend.unattributed_units })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SpendAlarm({ budget }: { budget: TSourceBudget }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const daily = budget.alarm === "daily";
  const used = daily ? budget.today_units : budget.month_units;
  const limit = daily ? budget.daily_quota : (budget.monthly_budget ?? budget.daily_quota);
  return (
    <Alert variant="warning" role="alert" data-testid="admin-source-spend-alarm" data-source={budget.source} data-alarm={budget.alarm}>
      <TriangleAlert aria-hidden />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          <bdi>{t(`sourceSpend.names.${budget.source}`)}</bdi>:{" "}
          {t(daily ? "sourceSpend.alarm.daily" : "sourceSpend.alarm.monthly", {
            share: formatPercent(used / limit, language, { max: 0 }),
            used: formatNumber(used, language),
            limit: formatNumber(limit, language),
          })}
        </p>
        <p className="text-xs">{t("sourceSpend.alarm.mailed")}</p>
      </div>
    </Alert>
  );
}

function BudgetTable({ budgets }: { budgets: TSourceBudget[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const shown = budgets.filter((budget) => budget.mode !== "off");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sourceSpend.columns.source")}</TableHead>
          <TableHead className="text-end">{t("sourceSpend.columns.today")}</TableHead>
          <TableHead className="text-end">{t("sourceSpend.columns.month")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((budget) => (
          <TableRow key={budget.source} data-testid="admin-source-spend-budget" data-source={budget.source}>
            <TableCell className="font-medium">
              <bdi>{t(`sourceSpend.names.${budget.source}`)}</bdi>
            </TableCell>
            <TableCell className="text-end tabular-nums">
              {t("sourceSpend.ofLimit", {
                used: formatNumber(budget.today_units, language),
                limit: formatNumber(budget.daily_quota, language),
              })}
            </TableCell>
            <TableCell className="text-end tabular-nums">
              {budget.monthly_budget === null
                ? formatNumber(budget.month_units, language)
                : t("sourceSpend.ofLimit", {
                    used: formatNumber(budget.month_units, language),
                    limit: formatNumber(budget.monthly_budget, language),
                  })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One row per day, one column per source that spent anything in the 30 days (few: no sideways scroll on a phone). */
function DaysTable({ days }: { days: TSourceSpend["days"] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const sources = [...new Set(days.map((row) => row.source))];
  const dates = [...new Set(days.map((row) => row.day))];
  const units = (day: string, source: TSourceId) => days.find((row) => row.day === day && row.source === source)?.units ?? 0;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sourceSpend.columns.day")}</TableHead>
          {sources.map((source) => (
            <TableHead key={source} className="text-end">
              <bdi>{t(`sourceSpend.names.${source}`)}</bdi>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {dates.map((day) => (
          <TableRow key={day} data-testid="admin-source-spend-day" data-day={day}>
            <TableCell className="whitespace-nowrap">{formatDate(`${day}T12:00:00Z`, language)}</TableCell>
            {sources.map((source) => (
              <TableCell key={source} className="text-end tabular-nums">
                {formatNumber(units(day, source), language)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UsersTable({ users }: { users: TSourceSpend["top_users"] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sourceSpend.columns.user")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("sourceSpend.columns.purposes")}</TableHead>
          <TableHead className="text-end">{t("sourceSpend.columns.units")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.user_id} data-testid="admin-source-spend-user">
            <TableCell className="max-w-48 truncate sm:max-w-none">
              <bdi>{user.email}</bdi>
            </TableCell>
            <TableCell className="hidden text-xs text-muted-foreground sm:table-cell">
              {Object.entries(user.by_purpose)
                .map(([purpose, units]) => `${t(`sourceSpend.purposes.${purpose}`)} ${formatNumber(units, language)}`)
                .join(" · ")}
            </TableCell>
            <TableCell className="text-end tabular-nums">{formatNumber(user.units, language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

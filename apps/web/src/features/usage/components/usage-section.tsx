import { CREDIT_KINDS, type TCreditKind, USAGE_PAGE_SIZE } from "@radar/contract/usage";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCredits, formatCurrency, formatDateTime, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { exportUsage, type UsageFilters, useUsage } from "../api/usage";

/** The last twelve calendar months, newest first, as `YYYY-MM`. */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

function monthLabel(month: string, language: string): string {
  const [year, mon] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB", { month: "long", year: "numeric" }).format(
    new Date(Date.UTC(year ?? 2000, (mon ?? 1) - 1, 15)),
  );
}

export type UsageMember = { user_id: number; name: string };

/**
 * Settings → Usage: the workspace's balance and what it is worth, and every movement of its credits.
 * `members` (the current workspace's) fill the member filter.
 */
export function UsageSection({ members }: { members: readonly UsageMember[] }) {
  const { t } = useTranslation("settings");
  const language = useLanguage();
  const [filters, setFilters] = useState<UsageFilters>({});
  const [offset, setOffset] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const usage = useUsage(filters, { offset, limit: USAGE_PAGE_SIZE });
  const data = usage.data;

  const change = (next: UsageFilters) => {
    setFilters(next);
    setOffset(0);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await exportUsage(filters, language);
    } catch {
      toast.error(t("usage.exportFailed"));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card aria-labelledby="usage-title">
      <CardHeader>
        <CardTitle id="usage-title">{t("usage.title")}</CardTitle>
        <CardDescription>{t("usage.description")}</CardDescription>
      </CardHeader>
      <CardBody className="grid gap-5">
        {data ? (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-2xl font-semibold tabular-nums">
              {t("usage.balance", { credits: formatCredits(data.balance, language) })}
            </span>
            {data.balance_value_sar !== null && data.credit_value_sar !== null ? (
              <span className="text-sm text-muted-foreground" data-testid="usage-balance-value">
                {t("usage.worth", {
                  value: formatCurrency(data.balance_value_sar, language),
                  perCredit: formatNumber(data.credit_value_sar, language, {
                    style: "currency",
                    currency: "SAR",
                    currencyDisplay: language === "en" ? "code" : "symbol",
                    // A credit often costs a fraction of a riyal: three decimals show 0.299, not 0.30.
                    maximumFractionDigits: 3,
                  }),
                })}
              </span>
            ) : (
              <span className="text-sm text-muted-foreground">{t("usage.noPlanValue")}</span>
            )}
          </div>
        ) : null}

        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="usage-member">{t("usage.filters.member")}</Label>
            <NativeSelect
              id="usage-member"
              value={filters.member === undefined ? "" : String(filters.member)}
              onChange={(event) => change({ ...filters, member: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">{t("usage.filters.allMembers")}</option>
              {members.map((member) => (
                <option key={member.user_id} value={member.user_id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="usage-kind">{t("usage.filters.kind")}</Label>
            <NativeSelect
              id="usage-kind"
              value={filters.kind ?? ""}
              onChange={(event) => {
                const kind = CREDIT_KINDS.find((value) => value === event.target.value);
                change({ ...filters, kind });
              }}
            >
              <option value="">{t("usage.filters.allKinds")}</option>
              {CREDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`usage.kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="usage-month">{t("usage.filters.month")}</Label>
            <NativeSelect
              id="usage-month"
              value={filters.month ?? ""}
              onChange={(event) => change({ ...filters, month: event.target.value || undefined })}
            >
              <option value="">{t("usage.filters.allMonths")}</option>
              {recentMonths().map((month) => (
                <option key={month} value={month}>
                  {monthLabel(month, language)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          {data ? (
            <p className="text-sm" data-testid="usage-totals">
              {t("usage.totals", { spent: formatCredits(data.totals.spent, language), added: formatCredits(data.totals.added, language) })}
            </p>
          ) : (
            <span />
          )}
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden />
            {t("usage.download")}
          </Button>
        </div>

        {usage.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-5" label={t("common:loading")} />
          </div>
        ) : usage.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm">{t("usage.loadFailed")}</p>
            <Button variant="outline" onClick={() => void usage.refetch()}>
              {t("profile.retry")}
            </Button>
          </div>
        ) : data && data.results.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t("usage.empty")}</p>
        ) : data ? (
          <div className="-mx-4 overflow-x-auto sm:mx-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("usage.columns.date")}</TableHead>
                  <TableHead>{t("usage.columns.member")}</TableHead>
                  <TableHead>{t("usage.columns.kind")}</TableHead>
                  <TableHead className="text-end">{t("usage.columns.delta")}</TableHead>
                  <TableHead className="text-end">{t("usage.columns.balance")}</TableHead>
                  <TableHead>{t("usage.columns.reference")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.results.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(row.created_at, language)}</TableCell>
                    <TableCell>{row.member?.name ?? t("usage.formerMember")}</TableCell>
                    <TableCell>{t(`usage.kinds.${row.kind satisfies TCreditKind}`)}</TableCell>
                    <TableCell className={`text-end tabular-nums ${row.delta < 0 ? "text-destructive" : "text-emerald-700"}`} dir="ltr">
                      {`${row.delta > 0 ? "+" : ""}${formatCredits(row.delta, language)}`}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">{formatCredits(row.balance_after, language)}</TableCell>
                    <TableCell className="max-w-48 truncate text-muted-foreground" title={row.reference ?? undefined}>
                      {row.reference ?? ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.count > USAGE_PAGE_SIZE ? (
              <div className="flex items-center justify-between gap-2 pt-3 text-sm text-muted-foreground">
                <span>{t("usage.range", { from: offset + 1, to: offset + data.results.length, total: data.count })}</span>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - USAGE_PAGE_SIZE))}
                  >
                    {t("usage.previous")}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={offset + data.results.length >= data.count}
                    onClick={() => setOffset(offset + USAGE_PAGE_SIZE)}
                  >
                    {t("usage.next")}
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

import type { TSourceStatus } from "@radar/contract/sources";
import { CircleCheck, CircleX, PlugZap } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useTestSource } from "../api/test-source";
import { adminErrorText } from "../utils/admin-error";
import { SourceTokenBadge } from "./source-token-alerts";
import { SourceModeBadge } from "./status-badges";

const COLUMNS = 7;

/** Issue 13: each data source with its mode, today's quota, last success, last error and a connection test. */
export function SourceStatusTable({ sources }: { sources: TSourceStatus[] }) {
  const { t } = useTranslation("admin");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sources.columns.source")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("sources.columns.mode")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("sources.columns.quota")}</TableHead>
          <TableHead className="hidden lg:table-cell">{t("sources.columns.lastSuccess")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("sources.columns.lastError")}</TableHead>
          <TableHead className="hidden text-end lg:table-cell">{t("sources.columns.accounts")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("sources.columns.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sources.map((source) => (
          <SourceRows key={source.id} source={source} />
        ))}
      </TableBody>
    </Table>
  );
}

function SourceRows({ source }: { source: TSourceStatus }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const test = useTestSource();
  const quota = <QuotaMeter source={source} />;
  const lastSuccess = source.last_success_at ? formatDateTime(source.last_success_at, language) : t("sources.never");
  const lastError = <LastError source={source} />;
  return (
    <>
      <TableRow data-testid="admin-source-row" data-source={source.id}>
        <TableCell className="align-top">
          <div className="grid gap-1">
            <span className="font-medium">
              <bdi>{source.name}</bdi>
            </span>
            <span className="text-xs text-muted-foreground">
              {source.platforms.map((platform) => t(`sources.platforms.${platform}`)).join(" · ")}
            </span>
            <div className="flex flex-wrap items-center gap-1.5 sm:hidden">
              <SourceModeBadge mode={source.mode} />
              <SourceTokenBadge token={source.token} />
            </div>
            <div className="mt-1 grid gap-1.5 text-xs md:hidden">
              {quota}
              <MobileLine label={t("sources.columns.lastSuccess")}>{lastSuccess}</MobileLine>
              <MobileLine label={t("sources.columns.lastError")}>{lastError}</MobileLine>
              <MobileLine label={t("sources.columns.accounts")}>{formatNumber(source.indexed_accounts, language)}</MobileLine>
            </div>
          </div>
        </TableCell>
        <TableCell className="hidden align-top sm:table-cell">
          <div className="grid justify-items-start gap-1">
            <SourceModeBadge mode={source.mode} />
            <SourceTokenBadge token={source.token} />
            {source.paused_until ? (
              <Badge variant="warning">{t("sources.pausedUntil", { time: formatDateTime(source.paused_until, language) })}</Badge>
            ) : null}
          </div>
        </TableCell>
        <TableCell className="hidden min-w-44 align-top md:table-cell">{quota}</TableCell>
        <TableCell className="hidden whitespace-nowrap align-top text-xs lg:table-cell">{lastSuccess}</TableCell>
        <TableCell className="hidden max-w-72 align-top md:table-cell">{lastError}</TableCell>
        <TableCell className="hidden text-end align-top tabular-nums lg:table-cell">
          {formatNumber(source.indexed_accounts, language)}
        </TableCell>
        <TableCell className="text-end align-top">
          <Button
            variant="outline"
            size="sm"
            disabled={test.isPending || source.mode === "off"}
            onClick={() => test.mutate(source.id)}
            aria-label={t("sources.testLabel", { name: source.name })}
          >
            <PlugZap />
            {test.isPending ? t("sources.testing") : t("sources.test")}
          </Button>
        </TableCell>
      </TableRow>
      {test.isSuccess || test.isError ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={COLUMNS} className="pt-0">
            <TestOutcome
              ok={test.isSuccess && test.data.ok}
              latency={test.data?.latency_ms ?? null}
              code={test.data?.code ?? null}
              detail={test.isSuccess ? test.data.detail : (adminErrorText(test.error) ?? t("toasts.unknownError"))}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

function MobileLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-muted-foreground">{label}</span>
      <div>{children}</div>
    </div>
  );
}

function QuotaMeter({ source }: { source: TSourceStatus }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const { used_today: used, daily_limit: limit, unit, resets_at: resets } = source.quota;
  const percent = limit > 0 ? (used / limit) * 100 : 0;
  return (
    <div className="grid gap-1 text-xs" title={t("sources.quotaResets", { time: formatDateTime(resets, language) })}>
      <span className="tabular-nums">
        {t("sources.quotaUsed", {
          used: formatNumber(used, language),
          limit: formatNumber(limit, language),
          unit: t(`sources.units.${unit}`, { count: limit }),
        })}
      </span>
      <Progress value={percent} className="h-1.5" aria-label={t("sources.quotaLabel", { name: source.name })} />
    </div>
  );
}

function LastError({ source }: { source: TSourceStatus }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  if (!source.last_error_at) return <span className="text-xs text-muted-foreground">{t("sources.noError")}</span>;
  return (
    <div className="grid justify-items-start gap-1 text-xs">
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="whitespace-nowrap">{formatDateTime(source.last_error_at, language)}</span>
        {source.last_error_code ? <Badge variant="destructive">{t(`sources.codes.${source.last_error_code}`)}</Badge> : null}
      </span>
      {source.last_error ? (
        <span className="line-clamp-2 text-muted-foreground [overflow-wrap:anywhere]" title={source.last_error}>
          <bdi>{source.last_error}</bdi>
        </span>
      ) : null}
    </div>
  );
}

function TestOutcome({ ok, latency, code, detail }: { ok: boolean; latency: number | null; code: string | null; detail: string }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <div
      role="status"
      data-testid="admin-source-test-result"
      data-ok={ok}
      className={
        ok
          ? "flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2 text-xs text-success-soft-foreground"
          : "flex items-start gap-2 rounded-lg bg-destructive-soft px-3 py-2 text-xs text-destructive-soft-foreground"
      }
    >
      {ok ? <CircleCheck aria-hidden className="size-4 shrink-0" /> : <CircleX aria-hidden className="size-4 shrink-0" />}
      <div className="grid gap-0.5">
        <span className="font-medium">
          {ok ? t("sources.testOk") : t("sources.testFailed")}
          {code ? ` · ${t(`sources.codes.${code}`)}` : null}
          {latency !== null ? ` · ${t("sources.latency", { ms: formatNumber(latency, language) })}` : null}
        </span>
        <span className="[overflow-wrap:anywhere]">
          <bdi>{detail}</bdi>
        </span>
      </div>
    </div>
  );
}

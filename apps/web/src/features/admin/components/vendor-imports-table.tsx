import type { TVendorImport } from "@radar/contract/sources";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useResumeVendorImport } from "../api/resume-vendor-import";
import { adminErrorText } from "../utils/admin-error";
import { importProgress } from "../utils/import-progress";
import { ImportStatusBadge } from "./status-badges";

/** Issue 13: the latest vendor imports, their status and progress; a failed one can be resumed. */
export function VendorImportsTable({ imports }: { imports: TVendorImport[] }) {
  const { t } = useTranslation("admin");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("sources.imports.columns.import")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("sources.imports.columns.status")}</TableHead>
          <TableHead className="hidden min-w-40 sm:table-cell">{t("sources.imports.columns.progress")}</TableHead>
          <TableHead className="hidden text-end md:table-cell">{t("sources.imports.columns.accounts")}</TableHead>
          <TableHead className="hidden lg:table-cell">{t("sources.imports.columns.error")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("sources.columns.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {imports.map((vendorImport) => (
          <ImportRow key={vendorImport.id} vendorImport={vendorImport} />
        ))}
      </TableBody>
    </Table>
  );
}

function ImportRow({ vendorImport }: { vendorImport: TVendorImport }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const resume = useResumeVendorImport();
  const filters = useFiltersText()(vendorImport.filters);
  const progress = importProgress(vendorImport);
  const accounts = t("sources.imports.accounts", { number: formatNumber(vendorImport.accounts_imported, language) });
  const bar = (
    <div className="grid gap-1 text-xs">
      <span className="tabular-nums">
        {t("sources.imports.pages", {
          count: progress.total,
          done: formatNumber(progress.done, language),
          total: formatNumber(progress.total, language),
        })}
      </span>
      <Progress value={progress.percent} className="h-1.5" aria-label={t("sources.imports.progressLabel", { id: vendorImport.id })} />
    </div>
  );
  const error = vendorImport.error ? (
    <span className="line-clamp-2 text-xs text-destructive [overflow-wrap:anywhere]" title={vendorImport.error}>
      <bdi>{vendorImport.error}</bdi>
    </span>
  ) : null;

  return (
    <TableRow data-testid="admin-import-row" data-status={vendorImport.status}>
      <TableCell className="align-top">
        <div className="grid gap-1">
          <span className="font-medium">
            {t(`common:provenance.sources.${vendorImport.source}`)} · {t(`sources.platforms.${vendorImport.platform}`)}
          </span>
          <span className="text-xs text-muted-foreground">{formatDateTime(vendorImport.created_at, language)}</span>
          {filters ? <span className="text-xs text-muted-foreground">{filters}</span> : null}
          <div className="mt-1 grid gap-2 sm:hidden">
            <div>
              <ImportStatusBadge status={vendorImport.status} />
            </div>
            {bar}
            <span className="text-xs">{accounts}</span>
          </div>
          <div className="lg:hidden">{error}</div>
        </div>
      </TableCell>
      <TableCell className="hidden align-top sm:table-cell">
        <ImportStatusBadge status={vendorImport.status} />
      </TableCell>
      <TableCell className="hidden align-top sm:table-cell">{bar}</TableCell>
      <TableCell className="hidden text-end align-top tabular-nums md:table-cell">
        {formatNumber(vendorImport.accounts_imported, language)}
      </TableCell>
      <TableCell className="hidden max-w-64 align-top lg:table-cell">{error}</TableCell>
      <TableCell className="text-end align-top">
        {vendorImport.status === "failed" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(vendorImport.id, {
                onSuccess: () => toast.success(t("sources.imports.resumed")),
                onError: (failure) =>
                  toast.error(t("sources.imports.resumeFailed"), { description: adminErrorText(failure) ?? t("toasts.unknownError") }),
              })
            }
          >
            <RotateCw />
            {t("sources.imports.resume")}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** "10,000–500,000 followers · Saudi Arabia · “coffee” · engagement ≥ 2.5% · verified only", or "" without filters. */
function useFiltersText(): (filters: Record<string, unknown>) => string {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const number = (value: unknown) => (typeof value === "number" ? formatNumber(value, language) : null);
  return (filters) => {
    const parts: string[] = [];
    const from = number(filters.followers_from);
    const to = number(filters.followers_to);
    if (from || to) parts.push(t("sources.imports.filterFollowers", { from: from ?? "0", to: to ?? "∞" }));
    if (typeof filters.country === "string") {
      const name = new Intl.DisplayNames([language === "ar" ? "ar" : "en"], { type: "region" }).of(filters.country);
      parts.push(name ?? filters.country);
    }
    if (typeof filters.keywords === "string") parts.push(t("sources.imports.filterKeywords", { keywords: filters.keywords }));
    const er = number(filters.er_from);
    if (er) parts.push(t("sources.imports.filterEr", { er }));
    if (filters.verified_only === true) parts.push(t("sources.imports.filterVerified"));
    return parts.join(" · ");
  };
}

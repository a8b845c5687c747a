import type { TReport } from "@radar/contract/reports";
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { hrefTo } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useLiveReport } from "../hooks/use-live-report";
import { ReportDownloads } from "./report-downloads";
import { ReportStatus } from "./report-status";

/** 'all': the /reports table (SPEC §2); 'profile': the profile reports page's table. */
export type ReportsTableVariant = "all" | "profile";

const COLUMNS: Record<ReportsTableVariant, string[]> = {
  all: ["date", "profiles", "type", "status", "actions"],
  profile: ["date", "template", "type", "status", "actions"],
};

/** A cell that shows its column's name above the value on phones, where the header row is hidden. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1 md:table-cell md:px-4 md:py-3 md:align-middle">
      <span className="text-xs font-medium text-muted-foreground md:hidden">{label}</span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </td>
  );
}

function ReportRow({ report: listed, variant }: { report: TReport; variant: ReportsTableVariant }) {
  const { t } = useTranslation("reports");
  const language = useLanguage();
  const report = useLiveReport(listed);
  const profileId = report.profile.id;
  const account = <span dir="ltr">@{report.profile.username}</span>;
  return (
    <tr className="grid gap-1 border-b px-4 py-3 last:border-b-0 md:table-row md:p-0">
      <Cell label={t("table.date")}>
        <span className="grid">
          <time dateTime={report.date_created} className="whitespace-nowrap">
            {formatDate(report.date_created, language)}
          </time>
          {report.created_by ? (
            <span className="text-xs text-muted-foreground">{t("table.createdBy", { name: report.created_by.name })}</span>
          ) : null}
        </span>
      </Cell>
      {variant === "all" ? (
        <Cell label={t("table.profiles")}>
          {report.subject === "influencer" ? (
            <span>
              {account} <span className="text-muted-foreground">({t("table.creator")})</span>
            </span>
          ) : profileId === null ? (
            <span className="text-muted-foreground">
              {account} ({t("table.deletedProfile")})
            </span>
          ) : (
            <Link to={hrefTo("profileReports", { profileId })} className="font-medium text-primary hover:underline">
              {account}
            </Link>
          )}
        </Cell>
      ) : (
        <Cell label={t("table.template")}>{t(`templates.${report.template}`)}</Cell>
      )}
      <Cell label={t("table.type")}>{t(`types.${report.type}`)}</Cell>
      <Cell label={t("table.status")}>
        <ReportStatus report={report} />
      </Cell>
      <Cell label={t("table.actions")}>
        <ReportDownloads report={report} formats={["pdf", "pptx"]} />
        {variant === "all" && profileId !== null ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={hrefTo("profileSearch", { profileId })}>
              <Search aria-hidden />
              {t("actions.findSimilar")}
            </Link>
          </Button>
        ) : null}
      </Cell>
    </tr>
  );
}

export function ReportsTable({ reports, variant }: { reports: TReport[]; variant: ReportsTableVariant }) {
  const { t } = useTranslation("reports");
  return (
    <div className="overflow-hidden rounded-2xl border bg-background shadow-card">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="hidden border-b bg-surface text-xs text-muted-foreground md:table-header-group">
          <tr>
            {COLUMNS[variant].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} variant={variant} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

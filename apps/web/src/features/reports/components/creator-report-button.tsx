import { REPORT_TYPES } from "@radar/contract/reports";
import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { GenerateReportDialog, type ReportCreator } from "./generate-report-dialog";

export type CreatorReportButtonProps = {
  creator: ReportCreator;
  /** The plan's report cost and the user's credits, shown before ordering. */
  cost: number | null;
  balance: number | null;
  className?: string;
  /** An icon button (named for screen readers and on hover), for dense tables. */
  compact?: boolean;
};

/** "Report" on a search result, its details or a list member: a report on any creator of the index. */
export function CreatorReportButton({ creator, cost, balance, className, compact = false }: CreatorReportButtonProps) {
  const { t } = useTranslation("reports");
  const label = t("actions.creatorReportLabel", { name: creator.name });
  return (
    <GenerateReportDialog
      trigger={
        compact ? (
          <Button variant="ghost" size="icon" className={cn(className)} aria-label={label} title={label}>
            <FileText aria-hidden />
          </Button>
        ) : (
          <Button variant="outline" size="sm" className={cn(className)} aria-label={label}>
            <FileText aria-hidden />
            {t("actions.creatorReport")}
          </Button>
        )
      }
      creator={creator}
      formats={[...REPORT_TYPES]}
      cost={cost}
      balance={balance}
    />
  );
}

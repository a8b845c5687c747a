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
};

/** "Report" on a search result, its details or a list member: a report on any creator of the index. */
export function CreatorReportButton({ creator, cost, balance, className }: CreatorReportButtonProps) {
  const { t } = useTranslation("reports");
  return (
    <GenerateReportDialog
      trigger={
        <Button variant="outline" size="sm" className={cn(className)} aria-label={t("actions.creatorReportLabel", { name: creator.name })}>
          <FileText aria-hidden />
          {t("actions.creatorReport")}
        </Button>
      }
      creator={creator}
      formats={[...REPORT_TYPES]}
      cost={cost}
      balance={balance}
    />
  );
}

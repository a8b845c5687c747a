import { reportProgress, type TReport } from "@radar/contract/reports";
import { CircleCheck, CircleX, Clock, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";

const VARIANTS = { pending: "neutral", generating: "accent", completed: "success", failed: "destructive" } as const;
const ICONS = { pending: Clock, generating: LoaderCircle, completed: CircleCheck, failed: CircleX } as const;

/** SPEC §4: the status, and the progress it stands for (generating 50, completed or failed 100). */
export function ReportStatus({ report }: { report: TReport }) {
  const { t } = useTranslation("reports");
  const Icon = ICONS[report.status];
  const progress = reportProgress(report.status);
  return (
    <div className="grid min-w-28 gap-1.5">
      <Badge variant={VARIANTS[report.status]} className="w-fit">
        <Icon aria-hidden className={report.status === "generating" ? "animate-spin" : undefined} />
        {t(`status.${report.status}`)}
      </Badge>
      {report.status === "completed" ? null : (
        <Progress value={progress} aria-label={t("status.progress", { value: progress })} className="h-1.5" />
      )}
      {report.status === "failed" ? <span className="text-xs text-muted-foreground">{t("status.refunded")}</span> : null}
    </div>
  );
}

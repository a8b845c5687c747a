import { useTranslation } from "react-i18next";
import { Figure } from "@/components/provenance";
import { isEstimated } from "@/lib/provenance";
import type { Influencer } from "../utils/influencer";

/**
 * The audience quality of a result: the source's score, or else our estimate marked "ours" — the
 * score the quality filter and sort counted the account by, never passed off as the vendor's.
 */
export function QualityFigure({ influencer }: { influencer: Influencer }) {
  const { t } = useTranslation("search");
  if (influencer.audienceQualityScore === null && influencer.qualityEstimate !== null) {
    return (
      <span title={t("result.ourEstimateTitle")} data-testid="quality-ours">
        {influencer.qualityEstimate}
        <span className="ms-1 rounded bg-muted px-1 text-[0.7rem] font-medium text-muted-foreground">{t("result.ourEstimate")}</span>
      </span>
    );
  }
  return (
    <Figure
      text={influencer.audienceQualityScore === null ? null : String(influencer.audienceQualityScore)}
      estimated={isEstimated(influencer.provenance, "aqs")}
    />
  );
}

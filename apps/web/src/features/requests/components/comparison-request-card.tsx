import type { TComparisonRequest } from "@radar/contract/requests";
import { Link2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { shortUrl } from "../utils/short-url";
import { RequestCardFooter } from "./request-card-footer";
import { RequestStatusBadge } from "./request-status-badge";
import { TeamMessage, TeamNotes } from "./team-notes";

const SHOWN_URLS = 3;

/**
 * A comparison request in the list: its first 3 URLs, then how many more (SPEC §2); the customer's own
 * description and, apart from it, the team's answer.
 */
export function ComparisonRequestCard({ request, onOpen }: { request: TComparisonRequest; onOpen: () => void }) {
  const { t } = useTranslation("requests");
  const rest = request.profile_urls.length - SHOWN_URLS;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="comparison-request-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">
          {t("comparison.cardTitle", { count: request.profile_urls.length, number: request.profile_urls.length })}
        </h2>
        <RequestStatusBadge status={request.status} />
      </div>
      <ul className="grid gap-1.5 text-sm">
        {request.profile_urls.slice(0, SHOWN_URLS).map((url) => (
          <li key={url} className="flex min-w-0 items-center gap-2">
            <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate" dir="ltr">
              {shortUrl(url)}
            </span>
          </li>
        ))}
        {rest > 0 ? (
          <li className="ps-6 text-xs font-medium text-muted-foreground">{t("comparison.more", { count: rest, number: rest })}</li>
        ) : null}
      </ul>
      {request.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground" data-testid="own-description">
          <span className="font-medium text-foreground">{t("details.yourDescription")}: </span>
          <bdi>{request.description}</bdi>
        </p>
      ) : null}
      <TeamMessage label={t("details.teamAnswer")} text={request.team_answer} testId="team-answer" />
      <TeamNotes notes={request.admin_notes} />
      <RequestCardFooter createdAt={request.created_at} onOpen={onOpen} />
    </Card>
  );
}

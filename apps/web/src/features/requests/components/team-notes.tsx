import { MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A message from the team on a request's card (its notes, its answer), so it is seen without opening the details. */
export function TeamMessage({ label, text, testId }: { label: string; text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <div className="flex gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground" data-testid={testId}>
      <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
      {/* The label follows the page's direction; the text (in any language) is isolated in its own. */}
      <p className="line-clamp-2 min-w-0">
        <span className="font-medium">{label}: </span>
        <bdi>{text}</bdi>
      </p>
    </div>
  );
}

/** The team's latest note on a request. */
export function TeamNotes({ notes }: { notes: string | null }) {
  const { t } = useTranslation("requests");
  return <TeamMessage label={t("details.adminNotes")} text={notes} testId="team-notes" />;
}

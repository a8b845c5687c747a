import { MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The team's latest note on a request, on its card, so an answer is seen without opening the details. */
export function TeamNotes({ notes }: { notes: string | null }) {
  const { t } = useTranslation("requests");
  if (!notes) return null;
  return (
    <div className="flex gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground" data-testid="team-notes">
      <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="line-clamp-2 min-w-0" dir="auto">
        <span className="font-medium">{t("details.adminNotes")}: </span>
        {notes}
      </p>
    </div>
  );
}

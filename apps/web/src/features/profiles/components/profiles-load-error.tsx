import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useProfileLoadErrorText } from "../hooks/use-profile-load-error";

/** SPEC §8: why the profiles could not be loaded, with a way to try again. */
export function ProfilesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("profiles");
  const message = useProfileLoadErrorText(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/25 bg-destructive-soft px-5 py-4 sm:flex-row sm:items-center"
    >
      <CircleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
      <p className="flex-1 text-sm text-destructive-soft-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("errors.retry")}
      </Button>
    </div>
  );
}

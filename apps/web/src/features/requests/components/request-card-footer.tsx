import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

/** The foot of every request card: when it was sent, and the button that opens its details. */
export function RequestCardFooter({ createdAt, onOpen }: { createdAt: string; onOpen: () => void }) {
  const { t } = useTranslation("requests");
  const language = useLanguage();
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden />
        {formatDate(createdAt, language)}
      </span>
      <Button variant="outline" size="sm" onClick={onOpen}>
        {t("actions.viewDetails")}
      </Button>
    </div>
  );
}

import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** The fourth column of the plans grid: a tailored package on request; the button opens the contact form. */
export function CustomPlanCard({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation("billing");
  return (
    <article
      aria-label={t("custom.title")}
      className="flex flex-col rounded-2xl border border-dashed border-zinc-300 bg-surface p-5 sm:p-6"
    >
      <span className="grid size-10 place-items-center rounded-xl bg-background text-primary shadow-card">
        <MessagesSquare className="size-5" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{t("custom.title")}</h3>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{t("custom.description")}</p>
      <div className="mt-auto pt-6">
        <Button variant="outline" className="w-full" onClick={onContact}>
          {t("custom.contact")}
        </Button>
      </div>
    </article>
  );
}

import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Agencies and large brands; Contact sales opens the contact form (replacing SPEC §2's logged click). */
export function EnterpriseBanner({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation("billing");
  return (
    <section
      aria-labelledby="enterprise-title"
      className="flex flex-col gap-4 rounded-2xl bg-zinc-900 px-5 py-6 text-white sm:flex-row sm:items-center sm:px-8"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10">
        <Building2 className="size-5" aria-hidden />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="enterprise-title" className="text-lg font-semibold">
          {t("enterprise.title")}
        </h2>
        <p className="text-sm leading-6 text-zinc-300">{t("enterprise.description")}</p>
      </div>
      <Button variant="outline" className="border-white/20 bg-white text-zinc-900 hover:bg-zinc-100" onClick={onContact}>
        {t("enterprise.contact")}
      </Button>
    </section>
  );
}

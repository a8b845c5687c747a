import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** The card after the grid that leads to the wizard (SPEC §2). */
export function AddProfileCard() {
  const { t } = useTranslation("profiles");
  return (
    <Link
      to={paths.newProfile.path}
      className="group grid min-h-48 place-content-center justify-items-center gap-3 rounded-2xl border-2 border-dashed border-zinc-300 bg-background p-5 text-center transition-colors hover:border-primary/50 hover:bg-primary-soft/40"
    >
      <span className="grid size-11 place-items-center rounded-full bg-primary-soft text-primary transition-transform group-hover:scale-105">
        <Plus className="size-5" aria-hidden />
      </span>
      <span className="grid gap-1">
        <span className="font-semibold">{t("addCard.title")}</span>
        <span className="text-sm text-muted-foreground">{t("addCard.description")}</span>
      </span>
    </Link>
  );
}

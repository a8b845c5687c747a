import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={cn("flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground", className)}>
      <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      <Link to={paths.termsConditions.path} className="hover:text-foreground hover:underline">
        {t("footer.terms")}
      </Link>
    </footer>
  );
}

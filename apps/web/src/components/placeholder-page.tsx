import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "./layouts/page-header";

type PlaceholderPageProps = {
  /** Key of the page in locales/<lng>/pages.json: title, description, emptyTitle, emptyDescription, highlights. */
  page: string;
  icon: LucideIcon;
  /** Extra content above the empty state (a banner, a hint about the URL). */
  children?: ReactNode;
};

/** An honest page for a part of the product a later release builds: what it will do, no fake data. */
export function PlaceholderPage({ page, icon: Icon, children }: PlaceholderPageProps) {
  const { t } = useTranslation("pages");
  const highlights = t(`${page}.highlights`, { returnObjects: true }) as unknown;
  const lines = Array.isArray(highlights) ? highlights.map(String) : [];

  return (
    <div className="grid gap-6">
      <title>{`${t(`${page}.title`)} · ${t("common:brand.name")}`}</title>
      <PageHeader title={t(`${page}.title`)} description={t(`${page}.description`)} />
      {children}
      <section className="grid justify-items-center gap-5 rounded-2xl border border-dashed border-zinc-300 bg-background px-5 py-12 text-center sm:py-16">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
          <Icon className="size-7" aria-hidden />
        </span>
        <div className="grid max-w-md gap-2">
          <Badge variant="accent" className="mx-auto">
            {t("placeholder.badge")}
          </Badge>
          <h2 className="text-lg font-semibold">{t(`${page}.emptyTitle`)}</h2>
          <p className="text-sm leading-6 text-muted-foreground">{t(`${page}.emptyDescription`)}</p>
        </div>
        {lines.length > 0 ? (
          <ul className="grid w-full max-w-md gap-2 text-start">
            {lines.map((line) => (
              <li key={line} className="flex items-start gap-3 rounded-xl bg-surface px-4 py-3 text-sm">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

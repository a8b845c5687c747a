import type { TProvenance } from "@radar/contract/sources";
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

/**
 * How screens show where index figures come from: "Data as of {date} · {source}", an
 * "est." mark on estimated figures and "—" for figures the source does not give.
 */

/** "Data as of 05 Jan 2026 · YouTube (sandbox)" in the active language. */
export function useProvenanceText(): (provenance: TProvenance) => { date: string; source: string; full: string } {
  const { t } = useTranslation("common");
  const language = useLanguage();
  return (provenance) => {
    const date = formatDate(provenance.fetched_at, language);
    const name = t(`provenance.sources.${provenance.source}`);
    // "YouTube (sandbox)" stays on one line when a narrow card wraps the sentence.
    const source = (provenance.sandbox ? `${name} ${t("provenance.sandbox")}` : name).replaceAll(" ", "\u00a0");
    return { date, source, full: t("provenance.asOf", { date, source }) };
  };
}

/** One muted line with the date and the source; wraps rather than widening a narrow card. */
export function ProvenanceLine({ provenance, className }: { provenance: TProvenance; className?: string }) {
  const text = useProvenanceText()(provenance);
  return (
    <p data-testid="provenance" className={cn("flex min-w-0 items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <History aria-hidden className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0">{text.full}</span>
    </p>
  );
}

/** The date over the source, for a table column headed "Data as of". */
export function ProvenanceStack({ provenance }: { provenance: TProvenance }) {
  const text = useProvenanceText()(provenance);
  return (
    <span data-testid="provenance" className="grid text-xs" title={text.full}>
      <span className="whitespace-nowrap">{text.date}</span>
      <span className="whitespace-nowrap text-muted-foreground">{text.source}</span>
    </span>
  );
}

/** A small "est." after an estimated figure; screen readers hear "(estimate)". */
export function EstimateMark({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <span
      data-testid="estimate-mark"
      title={t("provenance.estimatedTitle")}
      className={cn("ms-1 text-[0.7rem] font-medium text-muted-foreground", className)}
    >
      <span aria-hidden>{t("provenance.est")}</span>
      <span className="sr-only">{t("provenance.estimatedSr")}</span>
    </span>
  );
}

/** A formatted figure with its "est." mark, or "—" when the source does not give it. */
export function Figure({ text, estimated = false }: { text: string | null; estimated?: boolean }) {
  const { t } = useTranslation("common");
  if (text === null) {
    return (
      <span title={t("provenance.unknownTitle")}>
        <span aria-hidden>—</span>
        <span className="sr-only">{t("provenance.unknown")}</span>
      </span>
    );
  }
  return (
    <>
      {text}
      {estimated ? <EstimateMark /> : null}
    </>
  );
}

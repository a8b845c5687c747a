import { Check, CircleHelp, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * The parts of a brief no rule placed. They become free-text keywords only when the user says so,
 * span by span or all at once: an unknown word searched as a keyword narrows the results, which the
 * user did not ask for.
 */
export function BriefLeftovers({
  spans,
  kept,
  onChange,
}: {
  spans: readonly string[];
  kept: ReadonlySet<string>;
  onChange: (kept: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation("search");
  if (spans.length === 0) return null;
  const allKept = spans.every((span) => kept.has(span));
  const toggle = (span: string) => {
    const next = new Set(kept);
    if (next.has(span)) next.delete(span);
    else next.add(span);
    onChange(next);
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <CircleHelp aria-hidden className="size-4 text-muted-foreground" />
          {t("brief.notUnderstood")}
        </p>
        {spans.length > 1 ? (
          <Button size="sm" variant="ghost" aria-pressed={allKept} onClick={() => onChange(allKept ? new Set() : new Set(spans))}>
            {allKept ? t("brief.keepNone") : t("brief.keepAll")}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-1.5" data-testid="brief-not-understood">
        {spans.map((span) => {
          const on = kept.has(span);
          return (
            <li key={span}>
              <button
                type="button"
                aria-pressed={on}
                aria-label={t("brief.keepOne", { span })}
                onClick={() => toggle(span)}
                className={cn(
                  "inline-flex min-h-6 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-3",
                  on
                    ? "border-primary bg-primary-soft text-primary-soft-foreground"
                    : "border-dashed bg-muted text-muted-foreground hover:bg-zinc-200",
                )}
              >
                {on ? <Check aria-hidden /> : <Plus aria-hidden />}
                <bdi>{span}</bdi>
                <span aria-hidden className="text-[0.7rem] opacity-80">
                  · {on ? t("brief.keptAsKeyword") : t("brief.keepAsKeyword")}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t("brief.keepNote")}</p>
    </div>
  );
}

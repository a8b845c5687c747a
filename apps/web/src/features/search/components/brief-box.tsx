import { CircleHelp, Sparkles, WandSparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { type BriefAnswer, useParseBrief } from "../api/parse-brief";

const BRIEF_MAX = 500;

/** Fields the answer names, each with its label in the search namespace (brief.fields.*). */
const FIELD_KEYS = [
  "social_network",
  "subscribers_count",
  "views_avg",
  "er",
  "account_gender",
  "audience_gender",
  "account_geo",
  "audience_geo",
  "category",
  "account_languages",
  "audience_age",
  "verified_only",
  "account_has_contacts",
  "unsupported_platform",
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
/** The same words read twice ("Saudi … Saudi") show once. */
function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined);
}

const isFieldKey = (field: string): field is FieldKey => (FIELD_KEYS as readonly string[]).includes(field);

/**
 * Search by brief: the user writes what they need in Arabic or English; what was understood comes
 * back as chips, and applying it fills the ordinary filters (editable there) without searching, so
 * nothing is charged before the user presses the priced search button.
 */
export function BriefBox({ onApply }: { onApply: (answer: BriefAnswer) => void }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const id = useId();
  const [text, setText] = useState("");
  const parse = useParseBrief();
  const answer = parse.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    parse.mutate({ text, language: language === "ar" ? "ar" : "en" });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-surface p-4" data-testid="brief-box">
      <form onSubmit={submit} className="grid gap-2">
        <Label id={`${id}-title`} htmlFor={id} className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-4 text-primary" />
          {t("brief.label")}
        </Label>
        <Textarea
          id={id}
          rows={2}
          maxLength={BRIEF_MAX}
          value={text}
          dir="auto"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) submit(event);
          }}
          placeholder={t("brief.placeholder")}
          aria-describedby={`${id}-hint`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t("brief.hint")}
          </p>
          <Button type="submit" variant="outline" disabled={parse.isPending || text.trim() === ""}>
            <WandSparkles />
            {parse.isPending ? t("brief.reading") : t("brief.read")}
          </Button>
        </div>
      </form>
      {parse.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {translate(parse.error.message) ?? t("brief.failed")}
        </p>
      ) : null}
      {answer ? (
        <div className="grid gap-3" aria-live="polite">
          {answer.understood.length > 0 ? (
            <div className="grid gap-1.5">
              <p className="text-sm font-medium">{t("brief.understood")}</p>
              <ul className="flex flex-wrap gap-1.5" data-testid="brief-understood">
                {uniqueBy(
                  // Unsupported platforms are said once, in the sentence below.
                  answer.understood.filter((part) => part.field !== "unsupported_platform"),
                  (part) => `${part.field}:${part.span}`,
                ).map((part) => (
                  <li key={`${part.field}:${part.span}`}>
                    <Badge variant="accent">
                      <span>{isFieldKey(part.field) ? t(`brief.fields.${part.field}`) : part.field}:</span>
                      <bdi>{part.span}</bdi>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("brief.nothing")}</p>
          )}
          {answer.unsupported.length > 0 ? (
            <p className="text-sm text-warning-soft-foreground">{t("brief.unsupported", { platforms: answer.unsupported.join("، ") })}</p>
          ) : null}
          {answer.not_understood.length > 0 ? (
            <div className="grid gap-1.5">
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <CircleHelp aria-hidden className="size-4 text-muted-foreground" />
                {t("brief.notUnderstood")}
              </p>
              <ul className="flex flex-wrap gap-1.5" data-testid="brief-not-understood">
                {uniqueBy(answer.not_understood, (span) => span).map((span) => (
                  <li key={span}>
                    <Badge variant="neutral" className="border border-dashed">
                      <bdi>{span}</bdi>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {answer.understood.some((part) => part.field !== "unsupported_platform") ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button type="button" onClick={() => onApply(answer)}>
                {t("brief.apply")}
              </Button>
              <p className="text-xs text-muted-foreground">{t("brief.applyNote")}</p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

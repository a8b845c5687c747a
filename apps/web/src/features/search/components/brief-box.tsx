import { BRIEF_TEXT_MAX } from "@radar/contract/brief";
import type { TNamedCity, TSearchRequestParsed } from "@radar/contract/search";
import { CircleCheck, RotateCcw, Search, Sparkles, WandSparkles, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BriefTextarea } from "@/components/brief-textarea";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { type BriefAnswer, useParseBrief } from "../api/parse-brief";
import { type BriefChip, briefChips, briefFilters, briefLeftovers } from "./brief-filters";
import { BriefLeftovers } from "./brief-leftovers";
import { BRIEF_PARAM } from "./brief-link";

const PRICE_DIGITS = { maximumFractionDigits: 2 };

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
const isFieldKey = (field: string): field is FieldKey => (FIELD_KEYS as readonly string[]).includes(field);

export type BriefBoxProps = {
  /** Fills the ordinary filters (no search); false when the body could not be read into them. */
  onApply: (filters: TSearchRequestParsed, cities: readonly TNamedCity[]) => boolean;
  /** Fills the filters and runs the ordinary, priced search with them. */
  onRun: (filters: TSearchRequestParsed, cities: readonly TNamedCity[]) => void;
  /** The plan's price of one search, stated on the run button as on the search button; null while unknown. */
  searchCost: number | null;
  /** Whether the filters below are still exactly those this box last applied (the user has not edited them). */
  linked: boolean;
  busy?: boolean;
};

/**
 * Search by brief: the user writes what they need in Arabic or English; what was understood comes
 * back as chips they can remove, and the not-understood parts can be kept as keywords on their say-so.
 * Applying fills the ordinary filters (editable there) without searching; while those filters are
 * untouched, the chips stay tied to them. Only the priced buttons search.
 */
export function BriefBox({ onApply, onRun, searchCost, linked, busy = false }: BriefBoxProps) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const id = useId();
  const [text, setText] = useState("");
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [applied, setApplied] = useState<BriefAnswer | null>(null);
  const parse = useParseBrief();
  const answer = parse.data;
  const listRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const read = (brief: string, then?: (answer: BriefAnswer) => void) => {
    setRemoved(new Set());
    setKept(new Set());
    setApplied(null);
    parse.mutate({ text: brief, language: language === "ar" ? "ar" : "en" }, { onSuccess: then });
  };

  const apply = (from: BriefAnswer, nextRemoved = removed, nextKept = kept) => {
    if (onApply(briefFilters(from, nextRemoved, [...nextKept]), from.cities)) setApplied(from);
  };

  // A brief brought from the dashboard is read and applied once on arrival, then taken out of the
  // address so a reload or going back does not overwrite filters edited since. Reading is free.
  const [params, setParams] = useSearchParams();
  const fromAddress = useRef(params.get(BRIEF_PARAM));
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival; later reads are the user's
  useEffect(() => {
    const brief = fromAddress.current?.trim().slice(0, BRIEF_TEXT_MAX) ?? "";
    if (arrived.current) return;
    arrived.current = true;
    if (!fromAddress.current) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BRIEF_PARAM);
        return next;
      },
      { replace: true },
    );
    if (brief === "") return;
    setText(brief);
    read(brief, (answer) => apply(answer, new Set(), new Set()));
  }, []);

  // A removed chip's button disappears: keyboard focus moves to its neighbour rather than being lost.
  useEffect(() => {
    if (focusKey === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    read(text);
  };

  const tied = answer !== undefined && applied === answer && linked;
  const change = (nextRemoved: ReadonlySet<string>, nextKept: ReadonlySet<string>) => {
    setRemoved(nextRemoved);
    setKept(nextKept);
    // While the filters below are the brief's, what the user picks here shows there at once.
    if (tied) apply(answer, nextRemoved, nextKept);
  };

  const chips = answer ? briefChips(answer) : [];
  const shown = chips.filter((chip) => !removed.has(chip.key));
  const leftovers = answer ? briefLeftovers(answer) : [];
  const label = (chip: BriefChip) => `${isFieldKey(chip.field) ? t(`brief.fields.${chip.field}`) : chip.field}: ${chip.span}`;
  const remove = (chip: BriefChip) => {
    const at = shown.indexOf(chip);
    setFocusKey(shown[at + 1]?.key ?? shown[at - 1]?.key ?? "restore");
    change(new Set(removed).add(chip.key), kept);
  };
  const runLabel =
    searchCost === null
      ? t("brief.run")
      : t("brief.runPriced", { count: searchCost, cost: formatNumber(searchCost, language, PRICE_DIGITS) });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-surface p-4" data-testid="brief-box">
      <form onSubmit={submit} className="grid gap-2">
        <Label id={`${id}-title`} htmlFor={id} className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-4 text-primary" />
          {t("brief.label")}
        </Label>
        <BriefTextarea id={id} value={text} placeholder={t("brief.placeholder")} onValueChange={setText} onSubmit={submit} />
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
        <div className="grid gap-3" aria-live="polite" ref={listRef}>
          {chips.length > 0 ? (
            <div className="grid gap-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium">{t("brief.understood")}</p>
                {removed.size > 0 ? (
                  <Button size="sm" variant="ghost" data-focus-key="restore" onClick={() => change(new Set(), kept)}>
                    <RotateCcw />
                    {t("brief.restore", { n: formatNumber(removed.size, language) })}
                  </Button>
                ) : null}
              </div>
              {shown.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" data-testid="brief-understood">
                  {shown.map((chip) => (
                    <li key={chip.key}>
                      <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft ps-2.5 pe-0.5 text-xs font-medium text-primary-soft-foreground">
                        <span>{isFieldKey(chip.field) ? t(`brief.fields.${chip.field}`) : chip.field}:</span>
                        <bdi>{chip.span}</bdi>
                        <button
                          type="button"
                          data-focus-key={chip.key}
                          aria-label={t("brief.remove", { chip: label(chip) })}
                          title={t("brief.remove", { chip: label(chip) })}
                          onClick={() => remove(chip)}
                          className="grid size-6 place-items-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                        >
                          <X aria-hidden className="size-3" />
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("brief.allRemoved")}</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("brief.nothing")}</p>
          )}
          {answer.unsupported.length > 0 ? (
            <p className="text-sm text-warning-soft-foreground">{t("brief.unsupported", { platforms: answer.unsupported.join("، ") })}</p>
          ) : null}
          <BriefLeftovers spans={leftovers} kept={kept} onChange={(next) => change(removed, next)} />
          {shown.length > 0 || kept.size > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              {tied ? (
                <p role="status" className="flex items-center gap-1.5 text-sm text-success-soft-foreground">
                  <CircleCheck aria-hidden className="size-4" />
                  {t("brief.applied")}
                </p>
              ) : (
                <Button type="button" variant="outline" onClick={() => apply(answer)}>
                  {t("brief.apply")}
                </Button>
              )}
              <Button
                type="button"
                disabled={busy}
                onClick={() => {
                  setApplied(answer);
                  onRun(briefFilters(answer, removed, [...kept]), answer.cities);
                }}
              >
                <Search />
                {runLabel}
              </Button>
              <p className="basis-full text-xs text-muted-foreground">{tied ? t("brief.appliedNote") : t("brief.applyNote")}</p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

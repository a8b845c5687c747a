import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import {
  GCC_COUNTRIES,
  MARKET_FOLLOWER_BANDS,
  MARKET_LANGUAGES,
  MARKET_MAX_SEGMENTS,
  MARKET_SOURCE_IDS,
  type TFollowerBand,
  type TMarketCrawl,
  type TMarketCrawlInput,
  type TMarketSourceId,
  ZMarketCrawlInputSchema,
} from "@radar/contract/market-crawls";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCompact, formatNumber, numberLocale } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useMarketCategories, useSaveMarketCrawl } from "../api/market-crawls";
import { adminErrorText } from "../utils/admin-error";

interface FormState {
  name: string;
  countries: string[];
  platforms: TPlatform[];
  bands: TFollowerBand[];
  categories: number[];
  language: string;
  budgets: Record<TMarketSourceId, string>;
  active: boolean;
}

const bandKey = (band: TFollowerBand) => `${band.from}-${band.to ?? ""}`;

function initialState(market: TMarketCrawl | null): FormState {
  const budgets = { modash: "", hypeauditor: "", youtube: "" };
  for (const source of MARKET_SOURCE_IDS) {
    const budget = market?.budgets[source];
    budgets[source] = budget === undefined ? "" : String(budget);
  }
  return {
    name: market?.name ?? "",
    countries: market?.countries ?? [],
    platforms: market?.platforms ?? [],
    bands: market?.follower_bands ?? [],
    categories: market?.categories ?? [],
    language: market?.language ?? "",
    budgets,
    active: market?.active ?? false,
  };
}

function toInput(state: FormState): TMarketCrawlInput {
  const budgets: Partial<Record<TMarketSourceId, number>> = {};
  for (const source of MARKET_SOURCE_IDS) {
    const text = state.budgets[source].trim();
    if (text !== "") budgets[source] = Number(text);
  }
  return {
    name: state.name,
    countries: state.countries,
    platforms: state.platforms,
    follower_bands: state.bands,
    categories: state.categories,
    language: MARKET_LANGUAGES.find((code) => code === state.language) ?? null,
    budgets,
    active: state.active,
  };
}

const toggle = <T,>(list: readonly T[], item: T, same: (a: T, b: T) => boolean = Object.is): T[] =>
  list.some((entry) => same(entry, item)) ? list.filter((entry) => !same(entry, item)) : [...list, item];

/** Fields a refusal can name, each with its own translated message. */
const ERROR_FIELDS = ["name", "countries", "platforms", "follower_bands", "budgets"] as const;
type ErrorField = (typeof ERROR_FIELDS)[number];

/** Create or edit a market: what it covers, its monthly budget per source, whether the crawl keeps it warm. */
export function MarketCrawlsDialog({
  market,
  open,
  onOpenChange,
}: {
  market: TMarketCrawl | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const save = useSaveMarketCrawl();
  const categories = useMarketCategories();
  const [state, setState] = useState<FormState>(() => initialState(market));
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const id = useId();
  useEffect(() => {
    if (open) {
      setState(initialState(market));
      setErrors({});
    }
  }, [open, market]);

  const countryName = new Intl.DisplayNames([numberLocale(language)], { type: "region" });
  const countries = [...GCC_COUNTRIES, ...state.countries.filter((code) => !GCC_COUNTRIES.some((gulf) => gulf === code))];
  const bands: TFollowerBand[] = [
    ...MARKET_FOLLOWER_BANDS,
    ...state.bands.filter((band) => !MARKET_FOLLOWER_BANDS.some((preset) => bandKey(preset) === bandKey(band))),
  ];
  const segments = state.countries.length * state.platforms.length * state.bands.length * Math.max(1, state.categories.length);
  const bandLabel = (band: TFollowerBand) =>
    band.to === null
      ? t("markets.form.bandFrom", { from: formatCompact(band.from, language) })
      : t("markets.form.band", { from: formatCompact(band.from, language), to: formatCompact(band.to, language) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZMarketCrawlInputSchema.safeParse(toInput(state));
    if (!parsed.success) {
      const next: Partial<Record<ErrorField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = ERROR_FIELDS.find((name) => name === issue.path[0]);
        if (field && !next[field]) next[field] = t(`markets.errors.${field}`, { max: MARKET_MAX_SEGMENTS });
      }
      if (segments > MARKET_MAX_SEGMENTS) next.countries = t("markets.errors.segments", { max: MARKET_MAX_SEGMENTS });
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: market?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(market ? t("markets.saved") : t("markets.created"));
          onOpenChange(false);
        },
        onError: (failure) => toast.error(t("markets.saveFailed"), { description: adminErrorText(failure) ?? t("toasts.unknownError") }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{market ? t("markets.form.editTitle") : t("markets.form.createTitle")}</DialogTitle>
          <DialogDescription>{t("markets.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t("markets.title")}>
          <Field id={`${id}-name`} label={t("markets.form.name")} error={errors.name}>
            <Input
              id={`${id}-name`}
              value={state.name}
              maxLength={80}
              dir="auto"
              aria-invalid={errors.name ? true : undefined}
              onChange={(event) => setState({ ...state, name: event.target.value })}
            />
          </Field>

          <CheckGroup legend={t("markets.form.countries")} error={errors.countries}>
            {countries.map((code) => (
              <Check
                key={code}
                id={`${id}-country-${code}`}
                label={countryName.of(code) ?? code}
                checked={state.countries.includes(code)}
                onChange={() => setState({ ...state, countries: toggle(state.countries, code) })}
              />
            ))}
          </CheckGroup>

          <CheckGroup legend={t("markets.form.platforms")} error={errors.platforms}>
            {PLATFORMS.map((platform) => (
              <Check
                key={platform}
                id={`${id}-platform-${platform}`}
                label={t(`sources.platforms.${platform}`)}
                checked={state.platforms.includes(platform)}
                onChange={() => setState({ ...state, platforms: toggle(state.platforms, platform) })}
              />
            ))}
          </CheckGroup>

          <CheckGroup legend={t("markets.form.bands")} error={errors.follower_bands}>
            {bands.map((band) => (
              <Check
                key={bandKey(band)}
                id={`${id}-band-${bandKey(band)}`}
                label={bandLabel(band)}
                checked={state.bands.some((entry) => bandKey(entry) === bandKey(band))}
                onChange={() => setState({ ...state, bands: toggle(state.bands, band, (a, b) => bandKey(a) === bandKey(b)) })}
              />
            ))}
          </CheckGroup>

          <CheckGroup legend={t("markets.form.categories")} hint={t("markets.form.categoriesHint")} scroll>
            {(categories.data?.categories ?? []).map((category) => (
              <Check
                key={category.id}
                id={`${id}-category-${category.id}`}
                label={language === "ar" ? category.title_ar : category.title}
                checked={state.categories.includes(category.id)}
                onChange={() => setState({ ...state, categories: toggle(state.categories, category.id) })}
              />
            ))}
          </CheckGroup>

          <div className="grid items-start gap-4 sm:grid-cols-4">
            <Field id={`${id}-language`} label={t("markets.form.language")}>
              <NativeSelect
                id={`${id}-language`}
                value={state.language}
                onChange={(event) => setState({ ...state, language: event.target.value })}
              >
                <option value="">{t("markets.form.anyLanguage")}</option>
                {MARKET_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {new Intl.DisplayNames([numberLocale(language)], { type: "language" }).of(code) ?? code}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {MARKET_SOURCE_IDS.map((source) => (
              <Field
                key={source}
                id={`${id}-budget-${source}`}
                label={t("markets.form.budget", { source: t(`common:provenance.sources.${source}`) })}
                error={source === "modash" ? errors.budgets : undefined}
              >
                <Input
                  id={`${id}-budget-${source}`}
                  value={state.budgets[source]}
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="0"
                  aria-invalid={errors.budgets ? true : undefined}
                  onChange={(event) => setState({ ...state, budgets: { ...state.budgets, [source]: event.target.value } })}
                />
              </Field>
            ))}
          </div>
          <p className="-mt-3 text-xs text-muted-foreground">{t("markets.form.budgetHint")}</p>

          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 px-4 py-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-active`}
                checked={state.active}
                onCheckedChange={(checked) => setState({ ...state, active: checked === true })}
              />
              <Label htmlFor={`${id}-active`}>{t("markets.form.active")}</Label>
            </div>
            <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
              {t("markets.segments", { count: segments, number: formatNumber(segments, language) })}
            </span>
          </div>

          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              {t("markets.form.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("markets.form.saving") : t("markets.form.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CheckGroup({
  legend,
  hint,
  error,
  scroll = false,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  scroll?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      <div className={`grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 ${scroll ? "max-h-44 overflow-y-auto rounded-lg border p-3" : ""}`}>
        {children}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: () => void }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="min-w-0 font-normal [overflow-wrap:anywhere]">
        {label}
      </Label>
    </div>
  );
}

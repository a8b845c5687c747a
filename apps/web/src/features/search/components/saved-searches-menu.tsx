import { SAVED_SEARCH_NEW_MATCHES_CAP, type TSavedSearch } from "@radar/contract/saved-searches";
import { Bookmark, ChevronDown, Play, Trash2 } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorText } from "@/lib/api-error-text";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useDeleteSavedSearch, useSavedSearches } from "../api/saved-searches";

type Props = {
  /** Loads the saved filters into the form and runs the ordinary (priced) search. */
  onRun: (saved: TSavedSearch) => void;
  /** The search button's price text ("Search · 40 credits"), repeated where a re-run starts. */
  priceNote: string | null;
  disabled?: boolean;
};

function NewMatches({ count }: { count: number | null }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  if (count === null || count === 0) return null;
  const shown =
    count >= SAVED_SEARCH_NEW_MATCHES_CAP ? `${formatNumber(SAVED_SEARCH_NEW_MATCHES_CAP, language)}+` : formatNumber(count, language);
  return (
    <Badge
      variant="accent"
      aria-label={t("saved.newMatches", { count, total: shown })}
      title={t("saved.newMatches", { count, total: shown })}
    >
      {shown}
    </Badge>
  );
}

function SavedItem({ saved, onRun, onDelete }: { saved: TSavedSearch; onRun: () => void; onDelete: () => void }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  return (
    <li data-testid="saved-search" className="flex items-center gap-1 rounded-lg hover:bg-muted/60">
      <button
        type="button"
        onClick={onRun}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 py-2 text-start focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Play aria-hidden className="size-3.5 shrink-0 text-muted-foreground rtl:-scale-x-100" />
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium">
            <bdi>{saved.name}</bdi>
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {saved.last_run_at ? t("saved.lastRun", { date: formatDate(saved.last_run_at, language) }) : t("saved.neverRun")}
          </span>
        </span>
        <NewMatches count={saved.new_matches} />
      </button>
      {confirming ? (
        <Button variant="destructive" size="sm" onClick={onDelete} autoFocus onBlur={() => setConfirming(false)}>
          {t("saved.confirmDelete")}
        </Button>
      ) : (
        <Button variant="ghost" size="icon" aria-label={t("saved.delete", { name: saved.name })} onClick={() => setConfirming(true)}>
          <Trash2 />
        </Button>
      )}
    </li>
  );
}

/** The saved searches with their new-match counts (no charge to look); one click re-runs one. */
export function SavedSearchesMenu({ onRun, priceNote, disabled }: Props) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const query = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [open, setOpen] = useState(false);
  const saved = query.data?.saved_searches ?? [];
  const fresh = saved.reduce((sum, item) => sum + (item.new_matches ?? 0), 0);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // The counts move as the index grows and as searches run: look again on each opening.
        if (next) void query.refetch();
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Bookmark />
          {t("saved.menu")}
          {fresh > 0 ? (
            <Badge variant="accent" className="tabular-nums">
              {t("saved.newShort", {
                count: fresh,
                total:
                  fresh > SAVED_SEARCH_NEW_MATCHES_CAP
                    ? `${formatNumber(SAVED_SEARCH_NEW_MATCHES_CAP, language)}+`
                    : formatNumber(fresh, language),
              })}
            </Badge>
          ) : null}
          <ChevronDown className="size-4 opacity-60" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 grid w-[min(24rem,calc(100vw-2rem))] gap-2 rounded-xl border bg-background p-2 shadow-lg data-[state=open]:animate-fade-in"
        >
          <p className="px-2.5 pt-1 text-sm font-semibold">{t("saved.menu")}</p>
          {query.isPending ? <Spinner className="mx-auto my-4 size-5" label={t("saved.loading")} /> : null}
          {query.isError ? <p className="px-2.5 py-2 text-sm text-destructive">{t("saved.loadFailed")}</p> : null}
          {query.isSuccess && saved.length === 0 ? <p className="px-2.5 py-2 text-sm text-muted-foreground">{t("saved.empty")}</p> : null}
          {saved.length > 0 ? (
            <ul className="grid max-h-80 gap-0.5 overflow-y-auto">
              {saved.map((item) => (
                <SavedItem
                  key={item.id}
                  saved={item}
                  onRun={() => {
                    setOpen(false);
                    onRun(item);
                  }}
                  onDelete={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => toast.success(t("saved.deleted", { name: item.name })),
                      onError: (error) =>
                        toast.error(t("saved.deleteFailed"), { description: translate(apiErrorText(error) ?? undefined) }),
                    })
                  }
                />
              ))}
            </ul>
          ) : null}
          {priceNote ? <p className="border-t px-2.5 pt-2 pb-1 text-xs text-muted-foreground">{priceNote}</p> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

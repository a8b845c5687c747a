import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

type RequestsTabPanelProps<T> = {
  query: UseQueryResult<T[]>;
  intro: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The button that opens the dialog for a new request of this kind. */
  create: ReactNode;
  renderItem: (item: T) => ReactNode;
};

/** One tab of /requests: a refresh button, the cards, and the loading, error and empty states. */
export function RequestsTabPanel<T extends { id: number }>({
  query,
  intro,
  emptyTitle,
  emptyDescription,
  create,
  renderItem,
}: RequestsTabPanelProps<T>) {
  const { t } = useTranslation("requests");
  const items = query.data ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{intro}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw className={cn(query.isFetching && "animate-spin")} />
            {t("actions.refresh")}
          </Button>
          {create}
        </div>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label={t("loading")} />
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-destructive/25 bg-destructive-soft px-5 py-4 text-sm text-destructive-soft-foreground"
        >
          {t("loadFailed")}
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-zinc-300 bg-background px-5 py-14 text-center">
          <h2 className="font-semibold">{emptyTitle}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{emptyDescription}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="grid">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

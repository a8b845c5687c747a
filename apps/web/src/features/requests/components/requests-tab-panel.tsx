import type { TRequestKind } from "@radar/contract/requests-kinds";
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus, RefreshCw } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

type RequestsTabPanelProps<T> = {
  /** The kind's texts in the requests namespace: intro, new, emptyTitle, emptyDescription. */
  kind: TRequestKind;
  query: UseQueryResult<T[]>;
  /** The dialog for a new request of this kind, opened by the panel's button. */
  CreateDialog: ComponentType<{ trigger: ReactNode }>;
  renderItem: (item: T) => ReactNode;
};

/** One tab of /requests: a refresh button, the new-request button, the cards, and the loading, error and empty states. */
export function RequestsTabPanel<T extends { id: number }>({ kind, query, CreateDialog, renderItem }: RequestsTabPanelProps<T>) {
  const { t } = useTranslation("requests");
  const items = query.data ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t(`${kind}.intro`)}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw className={cn(query.isFetching && "animate-spin")} />
            {t("actions.refresh")}
          </Button>
          <CreateDialog
            trigger={
              <Button size="sm">
                <Plus />
                {t(`${kind}.new`)}
              </Button>
            }
          />
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
          <h2 className="font-semibold">{t(`${kind}.emptyTitle`)}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t(`${kind}.emptyDescription`)}</p>
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

import type { TListLimits, TListSummary } from "@radar/contract/lists";
import { CircleAlert, ListPlus, ListTodo, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { hrefTo } from "@/config/paths";
import { apiErrorText } from "@/lib/api-error-text";
import { formatDate, formatNumber } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateList } from "../api/create-list";
import { useDeleteList } from "../api/delete-list";
import { useLists } from "../api/get-lists";
import { useRenameList } from "../api/rename-list";
import { DeleteListDialog } from "./delete-list-dialog";
import { ListNameDialog } from "./list-name-dialog";
import { StatusCounts } from "./status-counts";

export function LimitsLine({ limits, used }: { limits: TListLimits; used: number }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const plan = t(`plans.${limits.plan_level}`);
  const lists =
    limits.max_lists === null
      ? t("limits.listsUnlimited", { count: used, used: formatNumber(used, language) })
      : t("limits.lists", { count: limits.max_lists, used: formatNumber(used, language), max: formatNumber(limits.max_lists, language) });
  const members = t("limits.members", { count: limits.max_members, max: formatNumber(limits.max_members, language) });
  return (
    <p className="text-sm text-muted-foreground" data-testid="list-limits">
      {t("limits.line", { plan, lists, members })}
    </p>
  );
}

function ListRow({ list, onRename, onDelete }: { list: TListSummary; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  return (
    <li
      data-testid="list-item"
      className="grid gap-3 rounded-2xl border bg-background p-4 shadow-card sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1.5">
        <Link to={hrefTo("listDetail", { listId: list.id })} className="truncate text-base font-semibold text-primary hover:underline">
          <bdi>{list.name}</bdi>
        </Link>
        <p className="text-sm text-muted-foreground">
          {t("overview.members", { count: list.member_count, total: formatNumber(list.member_count, language) })}
          {" · "}
          {t("overview.updated", { date: formatDate(list.updated_at, language) })}
          {list.share ? ` · ${t("overview.shared")}` : null}
        </p>
        <StatusCounts counts={list.status_counts} />
      </div>
      <div className="flex gap-1 sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onRename}>
          <Pencil />
          {t("actions.rename")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t("actions.deleteNamed", { name: list.name })}>
          <Trash2 />
          {t("actions.delete")}
        </Button>
      </div>
    </li>
  );
}

/** /lists: the user's shortlists with their counts, and create, rename, delete within the plan's limits. */
export function ListsView() {
  const { t } = useTranslation("lists");
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const query = useLists();
  const createList = useCreateList();
  const renameList = useRenameList();
  const deleteList = useDeleteList();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<TListSummary | null>(null);
  const [deleting, setDeleting] = useState<TListSummary | null>(null);

  const lists = query.data?.lists ?? [];
  const limits = query.data?.limits;
  const atLimit = limits?.max_lists !== null && limits !== undefined && lists.length >= limits.max_lists;

  const header = (
    <>
      <title>{`${t("overview.title")} · ${t("common:brand.name")}`}</title>
      <PageHeader
        title={t("overview.title")}
        description={t("overview.description")}
        actions={
          <Button onClick={() => setCreating(true)} disabled={!query.isSuccess || atLimit}>
            <ListPlus />
            {t("actions.newList")}
          </Button>
        }
      />
    </>
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {header}
      {limits ? <LimitsLine limits={limits} used={lists.length} /> : null}
      {atLimit ? (
        <p className="text-sm text-warning-soft-foreground">
          {translate("You have reached the number of lists your plan allows. Delete a list or upgrade your plan.")}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-5" label={t("overview.loading")} />
        </div>
      ) : null}
      {query.isError ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          <p className="flex-1">{translate(apiErrorText(query.error) ?? undefined) ?? t("errors.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("actions.retry")}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && lists.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed px-6 py-14 text-center">
          <ListTodo aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("overview.empty")}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t("overview.emptyHint")}</p>
        </div>
      ) : null}
      {lists.length > 0 ? (
        <ul className="grid gap-3" aria-label={t("overview.title")}>
          {lists.map((list) => (
            <ListRow key={list.id} list={list} onRename={() => setRenaming(list)} onDelete={() => setDeleting(list)} />
          ))}
        </ul>
      ) : null}

      <ListNameDialog
        open={creating}
        onOpenChange={setCreating}
        title={t("create.title")}
        description={t("create.description")}
        submitLabel={t("create.submit")}
        onSubmit={async (name) => {
          const list = await createList.mutateAsync({ name });
          toast.success(t("create.done", { name: list.name }));
          void navigate(hrefTo("listDetail", { listId: list.id }));
        }}
      />
      <ListNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t("rename.title")}
        submitLabel={t("rename.submit")}
        initialName={renaming?.name ?? ""}
        onSubmit={(name) => (renaming ? renameList.mutateAsync({ listId: renaming.id, name }) : Promise.resolve())}
      />
      <DeleteListDialog
        list={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(list) => {
          setDeleting(null);
          deleteList.mutate(list.id, {
            onSuccess: () => toast.success(t("delete.done", { name: list.name })),
            onError: (error) => toast.error(t("delete.failed"), { description: translate(apiErrorText(error) ?? undefined) }),
          });
        }}
      />
    </div>
  );
}

import { LIST_ADD_BATCH_MAX, type TListSummary } from "@radar/contract/lists";
import { ListPlus, LoaderCircle, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { warnOnceIfUnlicensed } from "@/components/licences/licence-warning";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { apiErrorText } from "@/lib/api-error-text";
import { useCurrentUser } from "@/lib/auth-storage";
import { formatNumber } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useAddMembers } from "../api/add-members";
import { createList } from "../api/create-list";
import { useLists } from "../api/get-lists";
import { ListNameDialog } from "./list-name-dialog";

export type AddToListProps = {
  /** The influencers' index ids (search results' `id`). */
  influencerIds: readonly string[];
  /** Overrides the button's text (the results table's "Add selected to list"). */
  label?: string;
  disabled?: boolean;
  /** After a successful add (the results table clears its selection). */
  onAdded?: () => void;
  className?: string;
};

/**
 * One click opens the user's lists and "New list…"; choosing one adds the influencers (idempotent on
 * the server, and the menu stays disabled while adding, so a double click adds once).
 */
export function AddToListMenu({ influencerIds, label, disabled, onAdded, className }: AddToListProps) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const lists = useLists(open);
  const add = useAddMembers();
  const user = useCurrentUser();
  const ids = influencerIds.slice(0, LIST_ADD_BATCH_MAX);

  const addTo = async (list: Pick<TListSummary, "id" | "name">) => {
    try {
      const result = await add.mutateAsync({ listId: list.id, influencerIds: [...ids] });
      const description =
        result.already_present > 0
          ? t("add.alreadyPresent", { count: result.already_present, total: formatNumber(result.already_present, language) })
          : undefined;
      toast.success(t("add.done", { count: result.added, total: formatNumber(result.added, language), name: list.name }), { description });
      onAdded?.();
      if (user && result.added > 0) void warnOnceIfUnlicensed(user.id, ids);
    } catch (error) {
      toast.error(t("add.failed", { name: list.name }), { description: translate(apiErrorText(error) ?? undefined) });
    }
  };

  const busy = add.isPending;
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className={className} disabled={disabled || busy || ids.length === 0}>
            {busy ? <LoaderCircle className="animate-spin" /> : <ListPlus />}
            {label ?? t("add.button")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-80 w-64 overflow-y-auto">
          <DropdownMenuLabel className="text-xs text-muted-foreground">{t("add.menuTitle")}</DropdownMenuLabel>
          {lists.isPending ? (
            <DropdownMenuItem disabled>
              <LoaderCircle className="animate-spin" />
              {t("add.loading")}
            </DropdownMenuItem>
          ) : null}
          {lists.isError ? <DropdownMenuItem disabled>{t("errors.loadFailed")}</DropdownMenuItem> : null}
          {lists.data?.lists.map((list) => (
            <DropdownMenuItem key={list.id} onSelect={() => void addTo(list)}>
              <span className="min-w-0 flex-1 truncate">
                <bdi>{list.name}</bdi>
              </span>
              <span className="text-xs tabular-nums text-muted-foreground">{formatNumber(list.member_count, language)}</span>
            </DropdownMenuItem>
          ))}
          {lists.data?.lists.length === 0 ? <DropdownMenuItem disabled>{t("add.noLists")}</DropdownMenuItem> : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming(true)}>
            <Plus />
            {t("add.newList")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ListNameDialog
        open={naming}
        onOpenChange={setNaming}
        title={t("create.title")}
        description={t("add.newListDescription", { count: ids.length, total: formatNumber(ids.length, language) })}
        submitLabel={t("add.createAndAdd")}
        onSubmit={async (name) => {
          // The list is created first (its errors stay in the dialog); the add reports by toast.
          const list = await createList({ name });
          void addTo(list);
        }}
      />
    </>
  );
}

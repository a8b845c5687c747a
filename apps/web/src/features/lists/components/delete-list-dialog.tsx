import type { TListSummary } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = { list: TListSummary | null; onCancel: () => void; onConfirm: (list: TListSummary) => void };

/** Deleting a list takes its members, notes and share link with it: the user confirms first. */
export function DeleteListDialog({ list, onCancel, onConfirm }: Props) {
  const { t } = useTranslation("lists");
  return (
    <Dialog open={list !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("delete.title", { name: list?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("delete.description", { count: list?.member_count ?? 0 })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} autoFocus>
            {t("actions.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => list && onConfirm(list)}>
            {t("delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

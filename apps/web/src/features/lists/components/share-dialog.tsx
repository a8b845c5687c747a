import type { TListSummary } from "@radar/contract/lists";
import { Copy, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiErrorText } from "@/lib/api-error-text";
import { useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useRevokeShare, useShareList } from "../api/share-list";

type Props = { list: TListSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** Read-only link: create (optionally with notes and prices), copy, revoke. */
export function ShareDialog({ list, open, onOpenChange }: Props) {
  const { t } = useTranslation("lists");
  const translate = useTranslateMessage();
  const share = useShareList();
  const revoke = useRevokeShare();
  const [includeNotes, setIncludeNotes] = useState(list.share?.include_notes ?? false);
  // The answer of the last create, shown at once while the list summary refreshes.
  const current = share.data && !revoke.isSuccess ? share.data : list.share;
  const busy = share.isPending || revoke.isPending;

  const fail = (error: unknown) => toast.error(t("share.failed"), { description: translate(apiErrorText(error) ?? undefined) });

  const create = () => {
    revoke.reset();
    share.mutate({ listId: list.id, includeNotes }, { onError: fail });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("share.copied"));
    } catch {
      toast.error(t("share.copyFailed"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("share.title", { name: list.name })}</DialogTitle>
          <DialogDescription>{t("share.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="flex items-start gap-2.5">
            <Checkbox
              id="share-include-notes"
              checked={includeNotes}
              onCheckedChange={(checked) => setIncludeNotes(checked === true)}
              disabled={busy}
            />
            <div className="grid gap-0.5">
              <Label htmlFor="share-include-notes">{t("share.includeNotes")}</Label>
              <p className="text-xs text-muted-foreground">{t("share.includeNotesHint")}</p>
            </div>
          </div>
          {current ? (
            <div className="grid gap-2">
              <Label htmlFor="share-url">{t("share.link")}</Label>
              <div className="flex gap-2">
                <Input id="share-url" readOnly value={current.url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
                <Button variant="outline" onClick={() => void copy(current.url)}>
                  <Copy />
                  {t("share.copy")}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">{current.include_notes ? t("share.withNotes") : t("share.withoutNotes")}</p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("share.notShared")}</p>
          )}
        </div>
        <DialogFooter>
          {current ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => revoke.mutate(list.id, { onError: fail, onSuccess: () => toast.success(t("share.revoked")) })}
            >
              <Link2Off />
              {t("share.revoke")}
            </Button>
          ) : null}
          <Button disabled={busy} onClick={create}>
            <Link2 />
            {current ? t("share.recreate") : t("share.create")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { SAVED_SEARCH_NAME_MAX } from "@radar/contract/saved-searches";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiErrorText } from "@/lib/api-error-text";
import { useTranslateMessage } from "@/lib/i18n";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSave: (name: string) => Promise<unknown> };

/** Names the current filters; the button is disabled while saving, so a double click saves once. */
export function SaveSearchDialog({ open, onOpenChange, onSave }: Props) {
  const { t } = useTranslation("search");
  const translate = useTranslateMessage();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName("");
    setError(undefined);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (name.trim() === "") {
      setError(translate("Name is required"));
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
      onOpenChange(false);
    } catch (caught) {
      setError(translate(apiErrorText(caught) ?? undefined) ?? t("saved.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{t("saved.saveTitle")}</DialogTitle>
            <DialogDescription>{t("saved.saveDescription")}</DialogDescription>
          </DialogHeader>
          <Field id="saved-search-name" label={t("saved.name")} error={error}>
            <Input
              {...fieldControlProps("saved-search-name", error)}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              placeholder={t("saved.namePlaceholder")}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("saved.cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : null}
              {t("saved.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

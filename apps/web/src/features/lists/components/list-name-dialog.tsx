import { LIST_NAME_MAX } from "@radar/contract/lists";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiErrorText } from "@/lib/api-error-text";
import { useTranslateMessage } from "@/lib/i18n";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when saved; a rejection's server message is shown under the field. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Names a new list or renames one. The button is disabled while saving, so a double click saves once. */
export function ListNameDialog({ open, onOpenChange, title, description, submitLabel, initialName = "", onSubmit }: Props) {
  const { t } = useTranslation("lists");
  const translate = useTranslateMessage();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setError(undefined);
  }, [open, initialName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (trimmed === "") {
      setError(translate("Name is required"));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(trimmed);
      onOpenChange(false);
    } catch (caught) {
      setError(translate(apiErrorText(caught) ?? undefined) ?? t("errors.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <Field id="list-name" label={t("fields.name")} error={error}>
            <Input
              {...fieldControlProps("list-name", error)}
              value={name}
              maxLength={LIST_NAME_MAX}
              placeholder={t("fields.namePlaceholder")}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiErrorText } from "@/lib/api-error-text";
import { useTranslateMessage } from "@/lib/i18n";

export type NameDialogTexts = {
  title: string;
  description?: string;
  fieldLabel: string;
  placeholder: string;
  submitLabel: string;
  cancelLabel: string;
  /** Shown when the server's refusal carries no message of its own. */
  failed: string;
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The input's id (its label and error are tied to it). */
  fieldId: string;
  maxLength: number;
  texts: NameDialogTexts;
  initialName?: string;
  /** Resolves when saved; a rejection's server message is shown under the field. */
  onSubmit: (name: string) => Promise<unknown>;
};

/**
 * Asks for a name (a new list, a renamed one, a saved search). The button is disabled while saving,
 * so a double click saves once; the name is trimmed, and an empty one is refused before any request.
 */
export function NameDialog({ open, onOpenChange, fieldId, maxLength, texts, initialName = "", onSubmit }: Props) {
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
      setError(translate(apiErrorText(caught) ?? undefined) ?? texts.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            {texts.description ? <DialogDescription>{texts.description}</DialogDescription> : null}
          </DialogHeader>
          <Field id={fieldId} label={texts.fieldLabel} error={error}>
            <Input
              {...fieldControlProps(fieldId, error)}
              value={name}
              maxLength={maxLength}
              placeholder={texts.placeholder}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {texts.cancelLabel}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" /> : null}
              {texts.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { type TComparisonRequest, type TCreateComparisonRequest, ZCreateComparisonRequestSchema } from "@radar/contract/requests";
import { COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { Link2, Plus, X } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useCreateRequest } from "../api/create-request";
import { canAddRow, canRemoveRow, canSubmitRows, initialRows, rowErrors } from "../utils/comparison-rows";
import { requestErrorText } from "../utils/request-error";
import { useValidationMessage } from "../utils/validation-message";
import { RequestFormDialog } from "./request-form-dialog";

/**
 * SPEC §2 followers comparison dialog: 3 empty URL rows to start, remove buttons only while more
 * than 2 rows remain, an add button only while fewer than 10, submit once 2 rows are filled. Blank
 * rows are dropped before sending; success resets to 3 empty rows (SPEC §4).
 */
export function ComparisonRequestDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation("requests");
  const translate = useValidationMessage();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<string[]>(initialRows);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateRequest<TCreateComparisonRequest, TComparisonRequest>(COMPARISON_REQUEST_KIND);

  function update(next: string[]) {
    setRows(next);
    setErrors({});
    setFormError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = rowErrors(rows);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    const parsed = ZCreateComparisonRequestSchema.safeParse({ profile_urls: rows, description });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(
      { profile_urls: parsed.data.profile_urls, description: parsed.data.description ?? null },
      {
        onSuccess: () => {
          toast.success(t("toasts.sent"));
          setRows(initialRows());
          setDescription("");
          setOpen(false);
        },
        onError: (error) => toast.error(t("toasts.errorTitle"), { description: requestErrorText(error, t("toasts.comparisonError")) }),
      },
    );
  }

  return (
    <RequestFormDialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      title={t("comparison.dialogTitle")}
      description={t("comparison.dialogDescription")}
      onSubmit={submit}
      canSubmit={canSubmitRows(rows)}
      pending={create.isPending}
    >
      <fieldset disabled={create.isPending} className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("comparison.urlsLabel")}</legend>
        <ol className="grid gap-2.5">
          {rows.map((row, index) => {
            const id = `comparison-url-${index}`;
            const message = translate(errors[index]);
            return (
              // Rows are positions in a list the user edits in place; the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="grid gap-1">
                <Label htmlFor={id} className="sr-only">
                  {t("comparison.urlLabel", { number: index + 1 })}
                </Label>
                <div className="flex items-center gap-2">
                  {/* Links read left to right in both languages: the icon stays with the text. */}
                  <div className="relative flex-1" dir="ltr">
                    <Link2
                      className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden
                    />
                    <Input
                      id={id}
                      type="url"
                      inputMode="url"
                      className="ps-9"
                      placeholder="https://www.instagram.com/username"
                      value={row}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-error` : undefined}
                      onChange={(event) => update(rows.map((value, i) => (i === index ? event.target.value : value)))}
                    />
                  </div>
                  {canRemoveRow(rows) ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("comparison.removeUrl", { number: index + 1 })}
                      onClick={() => update(rows.filter((_, i) => i !== index))}
                    >
                      <X />
                    </Button>
                  ) : null}
                </div>
                {message ? (
                  <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
                    {message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {canAddRow(rows) ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => update([...rows, ""])}>
            <Plus />
            {t("comparison.addUrl")}
          </Button>
        ) : null}
        {formError ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {translate(formError)}
          </p>
        ) : null}
        <Field id="comparison-description" label={t("comparison.descriptionLabel")}>
          <Textarea
            id="comparison-description"
            rows={2}
            value={description}
            placeholder={t("comparison.descriptionPlaceholder")}
            dir="auto"
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
      </fieldset>
    </RequestFormDialog>
  );
}

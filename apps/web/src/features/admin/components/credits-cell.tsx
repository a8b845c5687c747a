import { type TCreditUser, ZCreditsValueSchema } from "@radar/contract/admin";
import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatCredits } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useUpdateUserCredits } from "../api/credit-users";
import { adminErrorText } from "../utils/admin-error";
import { useAdminMessage } from "../utils/admin-messages";

/**
 * A user's credits, editable in place: Edit turns the figure into an input; Enter or the check saves
 * (the server writes the ledger entry), Escape or the cross gives up.
 */
export function CreditsCell({ user }: { user: TCreditUser }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const translate = useAdminMessage();
  const update = useUpdateUserCredits();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputId = `credits-${user.id}`;

  const close = () => {
    setDraft(null);
    setError(undefined);
  };
  const save = () => {
    const parsed = ZCreditsValueSchema.safeParse(draft ?? "");
    if (!parsed.success || draft === null || draft.trim() === "") {
      setError(translate(parsed.success ? undefined : parsed.error.issues[0]?.message) ?? t("validation.creditsInvalid"));
      return;
    }
    update.mutate(
      { id: user.id, credits: parsed.data },
      {
        onSuccess: () => {
          toast.success(t("credits.updated"));
          close();
        },
        onError: (failure) => toast.error(t("credits.updateFailed"), { description: translate(adminErrorText(failure)) }),
      },
    );
  };

  if (draft === null) {
    return (
      <div className="flex items-center justify-end gap-1">
        <span className="font-semibold tabular-nums" data-testid="credits-value">
          {formatCredits(user.credits, language)}
        </span>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setDraft(String(user.credits))}
          aria-label={t("credits.edit", { email: user.email })}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
    );
  }

  return (
    <form
      className="ms-auto grid max-w-52 justify-items-end gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center gap-1">
        <Input
          id={inputId}
          aria-label={t("credits.inputLabel", { email: user.email })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 w-24 text-end tabular-nums sm:w-28"
          inputMode="decimal"
          dir="ltr"
          value={draft}
          disabled={update.isPending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
          // The admin just asked to edit this very value.
          autoFocus
        />
        <Button type="submit" size="icon" className="size-8" disabled={update.isPending} aria-label={t("credits.save")}>
          <Check aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" disabled={update.isPending} onClick={close} aria-label={t("actions.cancel")}>
          <X aria-hidden />
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

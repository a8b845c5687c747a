import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MESSAGES, PASSWORD_MIN_SCORE, ZPasswordResetConfirmSchema } from "@radar/contract/auth";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { translateMessage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { preloadPasswordEstimator, usePasswordStrength } from "../hooks/use-password-strength";
import { usePasswordFieldMessage } from "../utils/password-messages";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength-meter";

const SERVER_FIELDS = ["password", "confirm_password"] as const;

type ResetPasswordFormProps = {
  token: string;
  /** Called once the new password is set; the caller navigates. */
  onDone: () => void;
};

/** The new password twice, under the signup rules; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const message = usePasswordFieldMessage();
  const confirm = useConfirmPasswordReset();
  // A refused link (used, expired, unknown) stays on screen with the way out: ask for a new one.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZPasswordResetConfirmSchema),
    defaultValues: { token, password: "", confirm_password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch("password");
  // The page knows no name or address; the server also tests the password against the account's.
  const strength = usePasswordStrength(password, {});

  const onSubmit = form.handleSubmit(async (values) => {
    setLinkProblem(null);
    if (strength && strength.score < PASSWORD_MIN_SCORE) {
      form.setError("password", { type: "strength", message: PASSWORD_MESSAGES.weak }, { shouldFocus: true });
      return;
    }
    try {
      await confirm.mutateAsync(values);
      toast.success(t("toasts.passwordChangedTitle"), { description: t("toasts.passwordChangedDescription") });
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, SERVER_FIELDS, form.setError) > 0) return;
      const message = error instanceof Error ? error.message : "";
      setLinkProblem(message);
      toast.error(t("toasts.resetFailedTitle"), { description: translateMessage(message) });
    }
  });

  return (
    <div className="grid gap-5">
      {linkProblem ? (
        <Alert variant="destructive">
          <TriangleAlert />
          <div className="grid gap-1">
            <p className="font-medium">{tm(linkProblem)}</p>
            <p>{t("reset.newLinkHint")}</p>
          </div>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" onFocusCapture={preloadPasswordEstimator}>
        <div className="grid gap-2">
          <Field
            id="reset-password"
            label={t("fields.newPassword")}
            error={message(errors.password?.message)}
            hint={t("signup.passwordHint")}
          >
            <PasswordInput
              {...form.register("password")}
              {...fieldControlProps("reset-password", errors.password?.message)}
              autoComplete="new-password"
            />
          </Field>
          <PasswordStrengthMeter id="reset-password-strength" active={password.length > 0} strength={strength} />
        </div>
        <Field id="reset-confirm_password" label={t("fields.confirmPassword")} error={tm(errors.confirm_password?.message)}>
          <PasswordInput
            {...form.register("confirm_password")}
            {...fieldControlProps("reset-confirm_password", errors.confirm_password?.message)}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
          {isSubmitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <Link to={paths.login.path} className="font-medium text-primary hover:underline">
          {t("pending.backToLogin")}
        </Link>
      </p>
    </div>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MESSAGES, PASSWORD_MIN_SCORE, ZPasswordChangeSchema } from "@radar/contract/auth";
import type { TUser } from "@radar/contract/users";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { preloadPasswordEstimator, usePasswordStrength } from "../hooks/use-password-strength";
import { usePasswordFieldMessage } from "../utils/password-messages";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength-meter";

const FIELDS = ["current_password", "password", "confirm_password"] as const;
const EMPTY = { current_password: "", password: "", confirm_password: "" };

type ChangePasswordFormProps = {
  /** The signed-in user: their name and address make a password easier to guess. */
  user: Pick<TUser, "email" | "first_name" | "last_name" | "username">;
};

/** Settings' password card: the current password, the new one twice, with the strength meter. */
export function ChangePasswordForm({ user }: ChangePasswordFormProps) {
  const { t } = useTranslation("auth");
  const message = usePasswordFieldMessage();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ZPasswordChangeSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch("password");
  const strength = usePasswordStrength(password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (strength && strength.score < PASSWORD_MIN_SCORE) {
      form.setError("password", { type: "strength", message: PASSWORD_MESSAGES.weak }, { shouldFocus: true });
      return;
    }
    try {
      const answer = await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t("changePassword.done"), {
        description: answer.signed_out_sessions > 0 ? t("changePassword.signedOut", { count: answer.signed_out_sessions }) : undefined,
      });
    } catch (error) {
      if (applyServerFieldErrors(error, FIELDS, form.setError) > 0) return;
      toast.error(t("changePassword.failed"), { description: error instanceof Error ? translateMessage(error.message) : undefined });
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title" onFocusCapture={preloadPasswordEstimator}>
        <CardHeader>
          <CardTitle id="change-password-title">{t("changePassword.title")}</CardTitle>
          <CardDescription>{t("changePassword.description")}</CardDescription>
        </CardHeader>
        <CardBody className="grid gap-5">
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <Field id="change-current_password" label={t("fields.currentPassword")} error={message(errors.current_password?.message)}>
            <PasswordInput
              {...form.register("current_password")}
              {...fieldControlProps("change-current_password", errors.current_password?.message)}
              autoComplete="current-password"
            />
          </Field>
          <div className="grid gap-2">
            <Field id="change-password" label={t("fields.newPassword")} error={message(errors.password?.message)}>
              <PasswordInput
                {...form.register("password")}
                {...fieldControlProps("change-password", errors.password?.message)}
                autoComplete="new-password"
              />
            </Field>
            <PasswordStrengthMeter id="change-password-strength" active={password.length > 0} strength={strength} />
          </div>
          <Field id="change-confirm_password" label={t("fields.confirmPassword")} error={message(errors.confirm_password?.message)}>
            <PasswordInput
              {...form.register("confirm_password")}
              {...fieldControlProps("change-confirm_password", errors.confirm_password?.message)}
              autoComplete="new-password"
            />
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
            {isSubmitting ? t("changePassword.saving") : t("changePassword.submit")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MESSAGES, PASSWORD_MIN_SCORE } from "@radar/contract/auth";
import { ERROR_CODE, errorCodeOf } from "@radar/contract/error-codes";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/http";
import { translateMessage, useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useRegister } from "../api/register";
import { preloadPasswordEstimator, usePasswordStrength } from "../hooks/use-password-strength";
import type { AuthResult } from "../utils/parse-auth-response";
import { usePasswordFieldMessage } from "../utils/password-messages";
import { type TSignupFormInput, ZSignupFormSchema } from "../utils/signup-schema";
import { GoogleSignInButton } from "./google-sign-in-button";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { TermsDialog } from "./terms-dialog";

const SERVER_FIELDS = ["first_name", "last_name", "email", "password", "confirm_password"] as const;

const defaultValues: TSignupFormInput = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  confirm_password: "",
  terms: false,
};

type SignupFormProps = {
  /** A Google signup logs the visitor straight in; the caller stores the session and navigates. */
  onGoogleAuthenticated: (result: AuthResult) => Promise<void> | void;
};

export function SignupForm({ onGoogleAuthenticated }: SignupFormProps) {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const message = usePasswordFieldMessage();
  const language = useLanguage();
  const navigate = useNavigate();
  const register = useRegister();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(ZSignupFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const termsAccepted = form.watch("terms");
  const [password, email, firstName, lastName] = form.watch(["password", "email", "first_name", "last_name"]);
  const strength = usePasswordStrength(password, { email, firstName, lastName });

  const onSubmit = form.handleSubmit(async ({ terms: _terms, ...values }) => {
    // The server would refuse it too; saying so here saves the round trip.
    if (strength && strength.score < PASSWORD_MIN_SCORE) {
      form.setError("password", { type: "strength", message: PASSWORD_MESSAGES.weak }, { shouldFocus: true });
      return;
    }
    try {
      const response = await register.mutateAsync({ ...values, language });
      void navigate(paths.emailConfirmationPending.path, { state: { email: response.email || values.email } });
    } catch (error) {
      if (error instanceof ApiError && errorCodeOf(error.body) === ERROR_CODE.emailTaken) {
        toast.error(t("toasts.accountExistsTitle"), { description: t("toasts.accountExistsDescription") });
        return;
      }
      if (applyServerFieldErrors(error, SERVER_FIELDS, form.setError) > 0) return;
      toast.error(t("toasts.signupErrorTitle"), {
        description: translateMessage(error instanceof Error ? error.message : ""),
      });
    }
  });

  const control = (id: (typeof SERVER_FIELDS)[number]) => fieldControlProps(`signup-${id}`, errors[id]?.message);

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5" onFocusCapture={preloadPasswordEstimator}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="signup-first_name" label={t("fields.firstName")} error={tm(errors.first_name?.message)}>
            <Input {...form.register("first_name")} {...control("first_name")} autoComplete="given-name" />
          </Field>
          <Field id="signup-last_name" label={t("fields.lastName")} error={tm(errors.last_name?.message)}>
            <Input {...form.register("last_name")} {...control("last_name")} autoComplete="family-name" />
          </Field>
        </div>
        <Field id="signup-email" label={t("fields.email")} error={tm(errors.email?.message)}>
          <Input
            {...form.register("email")}
            {...control("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder={t("fields.emailPlaceholder")}
          />
        </Field>
        <div className="grid gap-2">
          <Field
            id="signup-password"
            label={t("fields.password")}
            error={message(errors.password?.message)}
            hint={t("signup.passwordHint")}
          >
            <PasswordInput {...form.register("password")} {...control("password")} autoComplete="new-password" />
          </Field>
          <PasswordStrengthMeter id="signup-password-strength" active={password.length > 0} strength={strength} />
        </div>
        <Field id="signup-confirm_password" label={t("fields.confirmPassword")} error={tm(errors.confirm_password?.message)}>
          <PasswordInput {...form.register("confirm_password")} {...control("confirm_password")} autoComplete="new-password" />
        </Field>
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="terms"
              render={({ field }) => (
                <Checkbox
                  id="signup-terms"
                  className="mt-0.5"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? "signup-terms-error" : undefined}
                />
              )}
            />
            <label htmlFor="signup-terms" className="text-sm leading-5 text-muted-foreground">
              {t("signup.termsPrefix")}{" "}
              <button type="button" className="font-medium text-primary hover:underline" onClick={() => setTermsOpen(true)}>
                {t("signup.termsLink")}
              </button>
            </label>
          </div>
          {errors.terms ? (
            <p id="signup-terms-error" role="alert" className="text-xs font-medium text-destructive">
              {tm(errors.terms.message)}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
          {isSubmitting ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </form>
      <GoogleSignInButton mode="signup" termsAccepted={termsAccepted} onAuthenticated={onGoogleAuthenticated} />
      <p className="text-center text-sm text-muted-foreground">
        {t("signup.haveAccount")}{" "}
        <Link to={paths.login.path} className="font-medium text-primary hover:underline">
          {t("signup.loginLink")}
        </Link>
      </p>
      <TermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => form.setValue("terms", true, { shouldValidate: true, shouldDirty: true })}
      />
    </div>
  );
}

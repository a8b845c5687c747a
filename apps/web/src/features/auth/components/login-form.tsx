import { zodResolver } from "@hookform/resolvers/zod";
import { ZEmailSchema, ZLoginRequestSchema } from "@radar/contract/auth";
import { MSG } from "@radar/contract/validation-messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { translateMessage, useLanguage, useTranslateMessage } from "@/lib/i18n";
import { useLogin } from "../api/login";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { isUnverifiedEmailError } from "../utils/is-unverified-error";
import type { AuthResult } from "../utils/parse-auth-response";
import { GoogleSignInButton } from "./google-sign-in-button";
import { PasswordInput } from "./password-input";
import { UnverifiedBanner } from "./unverified-banner";

type LoginFormProps = {
  /** Stores the session and decides where to go; the caller owns navigation (SPEC §2). */
  onAuthenticated: (result: AuthResult, via: "password" | "google") => Promise<void> | void;
};

export function LoginForm({ onAuthenticated }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const login = useLogin();
  const resetRequest = useRequestPasswordReset();
  const language = useLanguage();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZLoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      const result = await login.mutateAsync(values);
      await onAuthenticated(result, "password");
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      if (isUnverifiedEmailError(message)) {
        toast.error(t("toasts.verificationRequiredTitle"), { description: t("toasts.verificationRequiredDescription") });
        setUnverifiedEmail(values.email);
        return;
      }
      toast.error(t("toasts.loginErrorTitle"), { description: translateMessage(message) });
    }
  });

  // The link goes to the address typed above (SPEC §5: an empty one is asked for first).
  const onForgotPassword = async () => {
    const email = form.getValues("email").trim();
    if (!email) {
      toast.error(t("toasts.emailRequiredTitle"), { description: t("toasts.emailRequiredDescription") });
      return;
    }
    const parsed = ZEmailSchema.safeParse(email);
    if (!parsed.success) {
      form.setError("email", { message: MSG.invalidEmail }, { shouldFocus: true });
      return;
    }
    try {
      await resetRequest.mutateAsync({ email: parsed.data, language });
      toast.success(t("toasts.resetSentTitle"), { description: t("toasts.resetSentDescription", { email: parsed.data }) });
    } catch (error) {
      toast.error(t("toasts.resetFailedTitle"), { description: translateMessage(error instanceof Error ? error.message : "") });
    }
  };

  return (
    <div className="grid gap-6">
      {unverifiedEmail ? <UnverifiedBanner email={unverifiedEmail} /> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field id="login-email" label={t("fields.email")} error={tm(errors.email?.message)}>
          <Input
            {...form.register("email")}
            {...fieldControlProps("login-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder={t("fields.emailPlaceholder")}
          />
        </Field>
        <Field
          id="login-password"
          label={t("fields.password")}
          error={tm(errors.password?.message)}
          action={
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={resetRequest.isPending}
              className="text-xs font-medium text-primary hover:underline disabled:opacity-60"
            >
              {t("login.forgotPassword")}
            </button>
          }
        >
          <PasswordInput
            {...form.register("password")}
            {...fieldControlProps("login-password", errors.password?.message)}
            autoComplete="current-password"
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
          {isSubmitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
      <GoogleSignInButton mode="signin" onAuthenticated={(result) => onAuthenticated(result, "google")} />
      <p className="text-center text-sm text-muted-foreground">
        {t("login.noAccount")}{" "}
        <Link to={paths.signup.path} className="font-medium text-primary hover:underline">
          {t("login.signupLink")}
        </Link>
      </p>
    </div>
  );
}

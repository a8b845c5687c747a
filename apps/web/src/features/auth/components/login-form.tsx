import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { translateMessage, useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useLogin } from "../api/login";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { applyAccountLanguage } from "../utils/apply-account-language";
import { isUnverifiedEmailError } from "../utils/is-unverified-error";
import type { AuthResult } from "../utils/parse-auth-response";
import { GoogleSignInButton } from "./google-sign-in-button";
import { PasswordInput } from "./password-input";
import { UnverifiedBanner } from "./unverified-banner";

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The sign-in page is the first page most visitors load, so it ships without zod and a form
 * library (≤150 KB of JavaScript). The contract's schemas are still what validates: they
 * load the moment the visitor starts on the form, well before a submit needs them.
 */
const loadAuthContract = () => import("@radar/contract/auth");

async function validateLogin(values: LoginValues): Promise<{ data: LoginValues } | { errors: LoginErrors }> {
  const { ZLoginRequestSchema } = await loadAuthContract();
  const parsed = ZLoginRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

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
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After a refused submit the messages follow the typing, as they would with a form library.
  const submitted = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onChange = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted.current) void validateLogin(next).then((result) => setErrors("errors" in result ? result.errors : {}));
  };

  const authenticate = async (credentials: LoginValues) => {
    setUnverifiedEmail(null);
    try {
      const result = await login.mutateAsync(credentials);
      await applyAccountLanguage(result.user);
      await onAuthenticated(result, "password");
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      if (isUnverifiedEmailError(message)) {
        toast.error(t("toasts.verificationRequiredTitle"), { description: t("toasts.verificationRequiredDescription") });
        setUnverifiedEmail(credentials.email);
        return;
      }
      toast.error(t("toasts.loginErrorTitle"), { description: translateMessage(message) });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await validateLogin(values);
      if ("errors" in result) {
        setErrors(result.errors);
        (result.errors.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setErrors({});
      await authenticate(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  // The link goes to the address typed above (SPEC §5: an empty one is asked for first).
  const onForgotPassword = async () => {
    const email = values.email.trim();
    if (!email) {
      toast.error(t("toasts.emailRequiredTitle"), { description: t("toasts.emailRequiredDescription") });
      return;
    }
    const { ZEmailSchema } = await loadAuthContract();
    const parsed = ZEmailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors((current) => ({ ...current, email: parsed.error.issues[0]?.message }));
      emailRef.current?.focus();
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
      <form
        onSubmit={onSubmit}
        // Starts loading the validation before the visitor can press "Sign in".
        onFocusCapture={() => void loadAuthContract().catch(() => undefined)}
        noValidate
        className="grid gap-5"
      >
        <Field id="login-email" label={t("fields.email")} error={tm(errors.email)}>
          <Input
            ref={emailRef}
            name="email"
            value={values.email}
            onChange={onChange("email")}
            {...fieldControlProps("login-email", errors.email)}
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
          error={tm(errors.password)}
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
            ref={passwordRef}
            name="password"
            value={values.password}
            onChange={onChange("password")}
            {...fieldControlProps("login-password", errors.password)}
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

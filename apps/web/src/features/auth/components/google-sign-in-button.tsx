import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage, useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { usePublicConfig } from "../api/get-public-config";
import { useGoogleLogin } from "../api/google-login";
import { applyAccountLanguage } from "../utils/apply-account-language";
import { loadGoogleScript } from "../utils/load-google-script";
import type { AuthResult } from "../utils/parse-auth-response";

type GoogleSignInButtonProps = {
  mode: "signin" | "signup";
  /** On the signup page Google may only create the account once the terms are accepted. */
  termsAccepted?: boolean;
  onAuthenticated: (result: AuthResult) => Promise<void> | void;
};

/**
 * Google's own button (rendered by its script in an iframe). Hidden when the server has no Google
 * client id configured, or when the script cannot load (blocked by the network or an extension).
 */
export function GoogleSignInButton({ mode, termsAccepted, onAuthenticated }: GoogleSignInButtonProps) {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const google = useGoogleLogin();
  const needsTerms = mode === "signup";

  // Google calls back into whatever callback it was initialised with; a ref keeps it current
  // without re-rendering Google's button on every keystroke of the surrounding form.
  const onCredential = useRef<(credential: string) => void>(() => undefined);
  onCredential.current = (credential) => {
    if (needsTerms && !termsAccepted) {
      toast.error(t("toasts.termsRequiredTitle"), { description: t("toasts.termsRequiredDescription") });
      return;
    }
    google.mutate(
      { credential, terms_accepted: needsTerms ? true : undefined, language },
      {
        onSuccess: async (result) => {
          await applyAccountLanguage(result.user);
          await onAuthenticated(result);
        },
        onError: (error) =>
          toast.error(t("toasts.googleFailedTitle"), {
            description: error.message ? translateMessage(error.message) : t("toasts.googleFailedDescription"),
          }),
      },
    );
  };

  useEffect(() => {
    const container = containerRef.current;
    if (!clientId || !container) return;
    let cancelled = false;
    loadGoogleScript()
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !id) return;
        id.initialize({ client_id: clientId, callback: (response) => onCredential.current(response.credential) });
        container.replaceChildren();
        id.renderButton(container, {
          theme: "outline",
          size: "large",
          shape: "rectangular",
          text: mode === "signup" ? "signup_with" : "signin_with",
          width: Math.min(400, Math.max(200, container.clientWidth)),
          locale: language,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, mode, language]);

  if (!clientId || failed) return null;

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("login.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="relative flex min-h-11 justify-center" aria-busy={google.isPending}>
        <div ref={containerRef} className="flex w-full justify-center" />
        {needsTerms && !termsAccepted ? (
          // Google's button lives in an iframe we cannot intercept; this layer catches the click
          // first so the visitor learns about the terms before Google's popup opens.
          <button
            type="button"
            aria-label={t("google.continue")}
            className="absolute inset-0 cursor-pointer"
            onClick={() => toast.error(t("toasts.termsRequiredTitle"), { description: t("toasts.termsRequiredDescription") })}
          />
        ) : null}
      </div>
    </div>
  );
}

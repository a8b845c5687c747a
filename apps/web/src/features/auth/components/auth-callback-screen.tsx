import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { BrandMark } from "@/components/layouts/brand";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { getAccessToken } from "@/lib/auth-storage";
import { toast } from "@/lib/toast";

/**
 * 'Processing authentication...' (SPEC §2). The app signs in with Google's popup, which never
 * returns through a URL, so a provider answer in the URL is only reported (when it is an error) and
 * cleared. A verification token sent to the wrong path is forwarded to /verify-email.
 */
export function AuthCallbackScreen() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const error = params.get("error");
    if (error) {
      toast.error(t("toasts.authErrorTitle"), {
        id: "auth-callback-error",
        description: params.get("error_description") ?? t("toasts.authErrorFallback"),
      });
    }
    const token = params.get("token");
    if (token && !error) {
      void navigate(`${paths.verifyEmail.path}?${new URLSearchParams({ token })}`, { replace: true });
      return;
    }
    void navigate(getAccessToken() ? paths.dashboard.path : paths.home.path, { replace: true });
  }, [location.search, navigate, t]);

  return (
    <main className="grid min-h-dvh place-items-center bg-surface p-6">
      <div className="grid justify-items-center gap-4 text-center">
        <BrandMark className="size-12" />
        <Spinner label={t("callback.title")} />
      </div>
    </main>
  );
}

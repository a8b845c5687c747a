import { useTranslation } from "react-i18next";
import { ApiError } from "@/lib/http";

/** SPEC §8, loading profiles: 401 and 403 have their own texts; otherwise the server's error or a default. */
export function useProfileLoadErrorText(error: unknown): string | null {
  const { t } = useTranslation("profiles");
  if (!error) return null;
  if (error instanceof ApiError && error.status === 401) return t("errors.loadUnauthorized");
  if (error instanceof ApiError && error.status === 403) return t("errors.loadForbidden");
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const serverError = (error.body as { error?: unknown }).error;
    if (typeof serverError === "string" && serverError) return serverError;
  }
  return t("errors.loadFailed");
}

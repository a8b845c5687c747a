import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatCredits } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import type { SearchFailure } from "../utils/search-error";

/** SPEC §8 search messages, in the user's language; the server's reason is translated when we can. */
export function useFailureText() {
  const { t } = useTranslation("search");
  const translate = useTranslateMessage();
  const language = useLanguage();
  return useCallback(
    (failure: SearchFailure): string => {
      switch (failure.kind) {
        case "missingToken":
          return t("errors.missingToken");
        case "unauthorized":
          return t("errors.unauthorized");
        case "methodNotAllowed":
          return t("errors.methodNotAllowed");
        case "invalidResponse":
          return t("errors.invalidResponse");
        case "badRequest":
          return t("errors.badRequest", { reason: translate(failure.reason ?? undefined) ?? t("errors.badRequestDefault") });
        case "forbidden":
          return t("errors.forbidden", { reason: translate(failure.reason ?? undefined) ?? t("errors.forbiddenDefault") });
        case "paymentRequired":
          if (failure.shortfall)
            return t("errors.creditsMissing", {
              count: failure.shortfall.missing,
              missing: formatCredits(failure.shortfall.missing, language),
              required: formatCredits(failure.shortfall.required, language),
              balance: formatCredits(failure.shortfall.balance, language),
            });
          return t("errors.paymentRequired", { reason: translate(failure.reason ?? undefined) ?? t("errors.paymentRequiredDefault") });
        case "other":
          return translate(failure.reason) ?? failure.reason;
      }
    },
    [t, translate, language],
  );
}

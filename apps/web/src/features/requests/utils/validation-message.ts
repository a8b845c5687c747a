import { REQUEST_MSG } from "@radar/contract/requests";
import { useTranslation } from "react-i18next";

// The contract's English messages, keyed to their translations in the requests namespace.
const KEYS: Record<string, string> = {
  [REQUEST_MSG.required]: "validation.required",
  [REQUEST_MSG.budgetPositive]: "validation.budgetPositive",
  [REQUEST_MSG.budgetDecimals]: "validation.budgetDecimals",
  [REQUEST_MSG.budgetMax]: "validation.budgetMax",
  [REQUEST_MSG.countPositive]: "validation.countPositive",
  [REQUEST_MSG.countMax]: "validation.countMax",
  [REQUEST_MSG.category]: "validation.category",
  [REQUEST_MSG.duration]: "validation.duration",
  [REQUEST_MSG.minLinks]: "validation.minLinks",
  [REQUEST_MSG.maxLinks]: "validation.maxLinks",
  [REQUEST_MSG.invalidLink]: "validation.invalidLink",
};

/** Translates a contract validation message; one without a translation shows as it came. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("requests");
  return (message) => {
    if (!message) return undefined;
    const key = KEYS[message];
    return key ? t(key) : message;
  };
}

import { ADMIN_MSG } from "@radar/contract/admin";
import { REQUEST_MSG } from "@radar/contract/requests";
import { useTranslation } from "react-i18next";

// The contract's English messages the admin screens can meet, keyed to their admin translations.
const KEYS: Record<string, string> = {
  [REQUEST_MSG.statusRequired]: "validation.statusRequired",
  [REQUEST_MSG.costEstimateInvalid]: "validation.costEstimateInvalid",
  [REQUEST_MSG.budgetMax]: "validation.amountTooLarge",
  [ADMIN_MSG.creditsInvalid]: "validation.creditsInvalid",
  [ADMIN_MSG.creditsMax]: "validation.creditsMax",
  [ADMIN_MSG.subjectRequired]: "validation.subjectRequired",
  [ADMIN_MSG.messageRequired]: "validation.messageRequired",
  [ADMIN_MSG.bookingCancelled]: "validation.bookingCancelled",
  [ADMIN_MSG.meetingCompleted]: "validation.meetingCompleted",
  [ADMIN_MSG.bookingNotFound]: "validation.bookingNotFound",
  [ADMIN_MSG.userNotFound]: "validation.userNotFound",
};

/** Translates a contract or server message; one without a translation shows as it came. */
export function useAdminMessage(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation("admin");
  return (message) => {
    if (!message) return undefined;
    const key = KEYS[message];
    return key ? t(key) : message;
  };
}

import { PASSWORD_MESSAGES } from "@radar/contract/auth";
import { useTranslation } from "react-i18next";
import { useTranslateMessage } from "@/lib/i18n";

const OWN_TEXT: Record<string, string> = {
  [PASSWORD_MESSAGES.weak]: "strength.weakError",
  [PASSWORD_MESSAGES.currentWrong]: "changePassword.currentWrong",
  [PASSWORD_MESSAGES.noCurrent]: "changePassword.noCurrent",
};

/**
 * A field message for the password forms: the server's password messages in this feature's own
 * words (auth namespace), every other message through the shared server-message translation.
 */
export function usePasswordFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  return (message) => {
    if (!message) return undefined;
    const key = OWN_TEXT[message];
    return key ? t(key) : tm(message);
  };
}

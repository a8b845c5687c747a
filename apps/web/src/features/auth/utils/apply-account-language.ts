import type { TUser } from "@radar/contract/users";
import { i18n } from "@/lib/i18n";

/**
 * Signing in switches the app to the account's language (set at registration, by the switcher or
 * in Settings), so a user who chose Arabic gets Arabic on any browser. Applied before the session
 * is stored, so the switch is not sent back to the server as a new choice.
 */
export async function applyAccountLanguage(user: Pick<TUser, "language">): Promise<void> {
  if (i18n.language !== user.language) await i18n.changeLanguage(user.language);
}

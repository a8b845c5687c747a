import type { TLanguage } from "@radar/contract/constants";
import { api } from "@/lib/api-client";
import { updateStoredUser } from "@/lib/auth-storage";

/** Keeps the account's language (used for e-mails and reports) in step with the UI. */
export async function updateLanguage(language: TLanguage): Promise<void> {
  await api.put<void>("/user/language/", { language });
  updateStoredUser({ language });
}

import { QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { Toaster } from "@/components/ui/toaster";
import { updateLanguage } from "@/features/users/api/update-language";
import { getStoredUser, onSessionExpired, restoreSession } from "@/lib/auth-storage";
import { getLocaleTextDirection } from "@/lib/direction";
import { i18n, isLanguage, translateMessage, useLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { refreshAccessToken } from "@/lib/token-refresh";

/** SPEC §4 start-up: restore, refresh or clear the stored session before any guard looks at it. */
function useRestoredSession(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void restoreSession(refreshAccessToken).finally(() => setReady(true));
  }, []);
  return ready;
}

/** A logged-in user's language choice also sets the language of their e-mails (fire and forget). */
function useLanguageSync(): void {
  useEffect(() => {
    const onChange = (language: string) => {
      const user = getStoredUser();
      if (!user || !isLanguage(language) || user.language === language) return;
      updateLanguage(language).catch(() => undefined);
    };
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, []);
}

/** When a refresh fails mid-session the guards send the user to /; this tells them why. */
function useSessionExpiredToast(): void {
  useEffect(() => onSessionExpired((message) => toast.error(translateMessage(message), { id: "session-expired" })), []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dir = getLocaleTextDirection(useLanguage());
  const ready = useRestoredSession();
  useLanguageSync();
  useSessionExpiredToast();

  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={dir}>
        {ready ? children : <FullPageSpinner />}
        <Toaster />
      </Direction.Provider>
    </QueryClientProvider>
  );
}

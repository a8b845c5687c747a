import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type TLanguage } from "@radar/contract/constants";
import i18n from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import arAdmin from "@/locales/ar/admin.json";
import arAuth from "@/locales/ar/auth.json";
import arBilling from "@/locales/ar/billing.json";
import arCommon from "@/locales/ar/common.json";
import arDashboard from "@/locales/ar/dashboard.json";
import arMeetings from "@/locales/ar/meetings.json";
import arMessages from "@/locales/ar/messages.json";
import arProfiles from "@/locales/ar/profiles.json";
import arReports from "@/locales/ar/reports.json";
import arRequests from "@/locales/ar/requests.json";
import arSearch from "@/locales/ar/search.json";
import arSettings from "@/locales/ar/settings.json";
import arTerms from "@/locales/ar/terms.json";
import enAdmin from "@/locales/en/admin.json";
import enAuth from "@/locales/en/auth.json";
import enBilling from "@/locales/en/billing.json";
import enCommon from "@/locales/en/common.json";
import enDashboard from "@/locales/en/dashboard.json";
import enMeetings from "@/locales/en/meetings.json";
import enMessages from "@/locales/en/messages.json";
import enProfiles from "@/locales/en/profiles.json";
import enReports from "@/locales/en/reports.json";
import enRequests from "@/locales/en/requests.json";
import enSearch from "@/locales/en/search.json";
import enSettings from "@/locales/en/settings.json";
import enTerms from "@/locales/en/terms.json";
import { getLocaleTextDirection } from "./direction";

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    settings: enSettings,
    terms: enTerms,
    messages: enMessages,
    billing: enBilling,
    profiles: enProfiles,
    requests: enRequests,
    dashboard: enDashboard,
    search: enSearch,
    reports: enReports,
    meetings: enMeetings,
    admin: enAdmin,
  },
  ar: {
    common: arCommon,
    auth: arAuth,
    settings: arSettings,
    terms: arTerms,
    messages: arMessages,
    billing: arBilling,
    profiles: arProfiles,
    requests: arRequests,
    dashboard: arDashboard,
    search: arSearch,
    reports: arReports,
    meetings: arMeetings,
    admin: arAdmin,
  },
} as const;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): TLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `<html lang dir>` drive the font, the logical CSS properties and screen-reader pronunciation. */
function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = getLocaleTextDirection(language);
}

i18n.on("languageChanged", (language) => {
  if (!isLanguage(language)) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyToDocument(language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  react: { useSuspense: false },
});
applyToDocument(i18n.language);

export { i18n };

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The active language, re-rendering the caller when it changes. */
export function useLanguage(): TLanguage {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

// Server and contract messages are English sentences with dots and colons, used verbatim as keys.
const MESSAGE_OPTIONS = { ns: "messages", keySeparator: false, nsSeparator: false } as const;

/**
 * Translates an English message from the server or the contract (validation-messages.ts). Text
 * without an Arabic twin is shown as the server sent it rather than as a raw key.
 */
export function translateMessage(text: string): string {
  return i18n.t(text, { ...MESSAGE_OPTIONS, defaultValue: text });
}

/** {@link translateMessage} as a hook, so the caller re-renders on a language switch. */
export function useTranslateMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation("messages");
  return (text) => (text ? t(text, { ...MESSAGE_OPTIONS, defaultValue: text }) : undefined);
}

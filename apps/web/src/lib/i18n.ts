import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type TLanguage } from "@radar/contract/constants";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next, useTranslation } from "react-i18next";
import arAdmin from "@/locales/ar/admin.json";
import arAuth from "@/locales/ar/auth.json";
import arBilling from "@/locales/ar/billing.json";
import arCommon from "@/locales/ar/common.json";
import arDashboard from "@/locales/ar/dashboard.json";
import arLists from "@/locales/ar/lists.json";
import arMeetings from "@/locales/ar/meetings.json";
import arMessages from "@/locales/ar/messages.json";
import arProfiles from "@/locales/ar/profiles.json";
import arReports from "@/locales/ar/reports.json";
import arRequests from "@/locales/ar/requests.json";
import arSearch from "@/locales/ar/search.json";
import arSettings from "@/locales/ar/settings.json";
import arTeam from "@/locales/ar/team.json";
import arTerms from "@/locales/ar/terms.json";
import arVetting from "@/locales/ar/vetting.json";
import enAdmin from "@/locales/en/admin.json";
import enAuth from "@/locales/en/auth.json";
import enBilling from "@/locales/en/billing.json";
import enCommon from "@/locales/en/common.json";
import enDashboard from "@/locales/en/dashboard.json";
import enLists from "@/locales/en/lists.json";
import enMeetings from "@/locales/en/meetings.json";
import enMessages from "@/locales/en/messages.json";
import enProfiles from "@/locales/en/profiles.json";
import enReports from "@/locales/en/reports.json";
import enRequests from "@/locales/en/requests.json";
import enSearch from "@/locales/en/search.json";
import enSettings from "@/locales/en/settings.json";
import enTeam from "@/locales/en/team.json";
import enTerms from "@/locales/en/terms.json";
import enVetting from "@/locales/en/vetting.json";
import { browserLanguages, preferredLanguage } from "./detect-language";
import { getLocaleTextDirection } from "./direction";

/** Every namespace of locales/{en,ar}; `resources` below must hold exactly these. */
const NAMESPACES = [
  "common",
  "auth",
  "settings",
  "terms",
  "messages",
  "billing",
  "profiles",
  "requests",
  "dashboard",
  "search",
  "reports",
  "meetings",
  "admin",
  "lists",
  "vetting",
  "team",
] as const;
type Namespace = (typeof NAMESPACES)[number];

/**
 * What the sign-in page, the spinner and every toast or server message need before the first
 * render. The rest of a language loads with the first page beyond sign-in ({@link loadAllNamespaces}),
 * so a visitor of /login downloads neither the other language nor the other screens' text.
 */
const STARTUP_NAMESPACES: readonly Namespace[] = ["common", "auth", "messages"];

/**
 * Every text, bundled: for the tests, which render synchronously. The built app never references
 * it (the test-mode branch below is removed from a build), so the bundler leaves these JSON modules
 * to the per-language, per-namespace chunks of the backend.
 */
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
    lists: enLists,
    vetting: enVetting,
    team: enTeam,
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
    lists: arLists,
    vetting: arVetting,
    team: arTeam,
  },
} as const satisfies Record<TLanguage, Record<Namespace, object>>;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The choice stored by an earlier visit (the switcher, Settings, or the account's language applied
 * at sign-in); on a first visit, the browser's preferred language (detect-language.ts).
 */
function startingLanguage(): TLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage refused (a privacy mode): the browser's preference still applies.
  }
  return preferredLanguage(browserLanguages());
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

const bundled = import.meta.env.MODE === "test";
const startLanguage = startingLanguage();

if (!bundled) {
  // One chunk per language and namespace (Vite splits the dynamic import per matching file).
  i18n.use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)));
}

/** Resolves once the first render's texts are loaded (at once in tests: they are bundled there). */
export const i18nReady: Promise<unknown> = i18n.use(initReactI18next).init({
  ...(bundled ? { resources, ns: [...NAMESPACES] } : { ns: [...STARTUP_NAMESPACES] }),
  lng: startLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  // Bundled (tests): initialisation is synchronous and the first render is translated. Otherwise
  // the entry waits for `i18nReady` before rendering.
  initAsync: false,
  react: { useSuspense: false },
});
applyToDocument(startLanguage);

/**
 * Loads the remaining namespaces of the active language (and of the fallback). A language switch
 * afterwards loads every namespace loaded so far, so this is needed once.
 */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces([...NAMESPACES]);
}

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

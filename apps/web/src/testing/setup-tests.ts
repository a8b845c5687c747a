import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, expect, vi } from "vitest";
import { clearAuth } from "@/lib/auth-storage";
import { i18n } from "@/lib/i18n";
import { loadSonner } from "@/lib/toast";

// The web files run two at a time (vitest.config.ts), beside the api files' PostgreSQL or the browser
// scenarios: a lazily loaded screen or chunk can then take more than testing-library's 1 s default to
// arrive. Every findBy/waitFor still waits for its real condition and returns as soon as it holds; only
// the cap on a busy machine is longer.
configure({ asyncUtilTimeout: 10_000 });

// The app loads sonner with its first toast; loaded here, a test's first toast renders at once.
await loadSonner();

// jsdom has no layout, so no ResizeObserver; Radix measures elements with it (checkbox, menus).
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// A key used in a component but missing from the English files would render as the raw key:
// collect such keys during a test and fail it. Server messages (the `messages` namespace) fall back
// to the server's own text by design, so they are left out.
// The keys are collected by a missing-key handler: without one, i18next writes each missing key with
// its fallback text into the resource store, i.e. into the imported locale objects every file of the
// worker shares (the locales test then found English keys that are not in the files).
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages, namespace, key) => {
  if (namespace !== "messages") missingKeys.push(`${namespace}:${key}`);
};

afterEach(async () => {
  cleanup();
  // Sonner replays still-active toasts to the next Toaster that mounts; end them with the test.
  toast.dismiss();
  // Through the session store, so its cached user is dropped too, not only localStorage.
  clearAuth();
  localStorage.clear();
  await i18n.changeLanguage("en");
  const found = missingKeys.splice(0);
  expect(found, "translation keys missing from locales/en").toEqual([]);
});

// What a test file may change in the shared document and globals, put back when the file ends so the
// next file in the same worker starts as it would in a fresh one. The state the app's own modules
// keep (session, language, toasts, the event stream) is reset after every test above.
const patched = [HTMLElement.prototype, URL].map((target) => ({ target, descriptors: Object.getOwnPropertyDescriptors(target) }));

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
  for (const { target, descriptors } of patched) restoreProperties(target, descriptors);
  document.title = "";
  for (const script of document.head.querySelectorAll("script")) script.remove();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
});

/** Deletes the properties a test added to `target` and puts back the ones it replaced. */
function restoreProperties(target: object, descriptors: Record<string, PropertyDescriptor>): void {
  for (const key of Object.getOwnPropertyNames(target)) {
    if (!(key in descriptors)) Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of Object.entries(descriptors)) {
    const current = Object.getOwnPropertyDescriptor(target, key);
    if (!current || current.value !== descriptor.value || current.get !== descriptor.get || current.set !== descriptor.set) {
      Object.defineProperty(target, key, descriptor);
    }
  }
}

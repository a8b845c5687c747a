import { TOAST_DURATION_MS, TOAST_VISIBLE } from "@radar/contract/constants";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { loadedSonner, loadSonner, useToastsWanted } from "@/lib/toast";

const LazySonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Sonner lays toasts out full width below this width; so do we. */
const PHONE = "(max-width: 600px)";

function usePhone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const query = window.matchMedia(PHONE);
      query.addEventListener("change", listener);
      return () => query.removeEventListener("change", listener);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** Radix dialogs, sheets and menus lock the page's scroll with this attribute on <body> while open. */
const SCROLL_LOCK = "data-scroll-locked";

function useModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const observer = new MutationObserver(listener);
      observer.observe(document.body, { attributes: true, attributeFilter: [SCROLL_LOCK] });
      return () => observer.disconnect();
    },
    () => document.body.hasAttribute(SCROLL_LOCK),
    () => false,
  );
}

export type ToastPosition = "top-left" | "top-right" | "bottom-left" | "bottom-right" | "bottom-center";

/**
 * Where toasts go. A dialog keeps its close button in its top corner, where toasts sit on a desktop:
 * while one is open they move to the bottom, below the dialog (whose overlay keeps a gutter there,
 * components/ui/dialog.tsx). On a phone toasts span the screen's width, so they always sit at the
 * bottom, where a thumb expects them and no dialog header or top bar is covered.
 */
export function toastPosition(dir: "ltr" | "rtl", phone: boolean, modalOpen: boolean): ToastPosition {
  if (phone) return "bottom-center";
  if (modalOpen) return dir === "rtl" ? "bottom-left" : "bottom-right";
  return dir === "rtl" ? "top-left" : "top-right";
}

/**
 * Toasts: 4 s, at most 3 on screen (SPEC §9), placed by {@link toastPosition}. Mounted with the
 * first toast (lib/toast.ts), so a page that never shows one never loads sonner.
 */
export function Toaster() {
  const dir = getLocaleTextDirection(useLanguage());
  const phone = usePhone();
  const modalOpen = useModalOpen();
  if (!useToastsWanted()) return null;
  const Sonner = loadedSonner()?.Toaster ?? LazySonner;
  return (
    <Suspense fallback={null}>
      <Sonner
        dir={dir}
        position={toastPosition(dir, phone, modalOpen)}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE}
        richColors
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    </Suspense>
  );
}

import { TOAST_DURATION_MS, TOAST_VISIBLE } from "@radar/contract/constants";
import { lazy, Suspense } from "react";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { loadedSonner, loadSonner, useToastsWanted } from "@/lib/toast";

const LazySonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * Toasts: 4 s, at most 3 on screen (SPEC §9), in the corner where the reading direction ends.
 * Mounted with the first toast (lib/toast.ts), so a page that never shows one never loads sonner.
 */
export function Toaster() {
  const dir = getLocaleTextDirection(useLanguage());
  if (!useToastsWanted()) return null;
  const Sonner = loadedSonner()?.Toaster ?? LazySonner;
  return (
    <Suspense fallback={null}>
      <Sonner
        dir={dir}
        position={dir === "rtl" ? "top-left" : "top-right"}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE}
        richColors
        closeButton
        toastOptions={{ className: "font-sans" }}
      />
    </Suspense>
  );
}

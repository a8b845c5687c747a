import { TOAST_DURATION_MS, TOAST_VISIBLE } from "@radar/contract/constants";
import { Toaster as Sonner } from "sonner";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";

/** Toasts: 4 s, at most 3 on screen (SPEC §9), in the corner where the reading direction ends. */
export function Toaster() {
  const dir = getLocaleTextDirection(useLanguage());
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "top-left" : "top-right"}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}

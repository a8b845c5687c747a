import { lazy, Suspense, useState } from "react";
import { LanguageTrigger } from "./language-trigger";

// The menu (Radix dropdown, popper, focus management) is a fifth of the sign-in page's JavaScript:
// it loads when a pointer or the focus reaches the button, and at the latest on its first press.
const loadMenu = () => import("./language-menu");
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

function preload(): void {
  void loadMenu().catch(() => undefined);
}

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  // null until the visitor shows interest; then whether the press that asked for it should open it.
  const [openOnLoad, setOpenOnLoad] = useState<boolean | null>(null);
  const placeholder = (
    <LanguageTrigger
      compact={compact}
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpenOnLoad(true)}
    />
  );
  if (openOnLoad === null) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu compact={compact} defaultOpen={openOnLoad} />
    </Suspense>
  );
}

import type { TLanguage } from "@radar/contract/constants";
import { Languages } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/lib/i18n";

// Each language is named in itself, so a visitor who cannot read the current one still finds theirs.
export const NATIVE_NAMES: Record<TLanguage, string> = { en: "English", ar: "العربية" };

type TriggerProps = { compact: boolean } & ComponentProps<typeof Button>;

/** The switcher's button, alike before and after the menu's code has loaded (language-switcher.tsx). */
export function LanguageTrigger({ compact, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Button variant="ghost" size={compact ? "icon" : "sm"} aria-label={t("language.label")} className="h-9" {...props}>
      <Languages />
      {compact ? null : <span className="hidden sm:inline">{NATIVE_NAMES[language]}</span>}
    </Button>
  );
}

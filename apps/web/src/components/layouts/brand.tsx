import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** The radar mark: rings and a sweep, on the accent colour. Decorative — the wordmark names it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="9.5" stroke="white" strokeOpacity=".35" strokeWidth="1.75" />
      <circle cx="16" cy="16" r="5" stroke="white" strokeOpacity=".7" strokeWidth="1.75" />
      <path d="M16 16 23 9" stroke="white" strokeWidth="2" strokeLinecap="round" />
      <circle cx="21.5" cy="19.5" r="1.6" fill="white" fillOpacity=".9" />
      <circle cx="16" cy="16" r="1.75" fill="white" />
    </svg>
  );
}

export function Brand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <BrandMark />
      <span className="text-[15px] font-semibold tracking-tight">{t("brand.name")}</span>
    </span>
  );
}

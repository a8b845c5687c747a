import type { TPlan } from "@radar/contract/billing";
import { useTranslation } from "react-i18next";

/**
 * The plan's name in the interface language. The server names plans in English; the three levels
 * have Arabic names here, and a plan the app does not know keeps the server's name.
 */
export function usePlanName(): (plan: Pick<TPlan, "name" | "level">) => string {
  const { t } = useTranslation("billing");
  return (plan) => t(`levels.${plan.level}`, { defaultValue: plan.name });
}

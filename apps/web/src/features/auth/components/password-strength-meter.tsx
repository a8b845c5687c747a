import { PASSWORD_MIN_SCORE } from "@radar/contract/auth";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { PasswordStrength } from "../hooks/use-password-strength";

const LEVELS = ["veryWeak", "weak", "fair", "strong", "veryStrong"] as const;
const SEGMENTS = 4;

function segmentColour(score: number): string {
  if (score >= PASSWORD_MIN_SCORE) return "bg-success";
  if (score === PASSWORD_MIN_SCORE - 1) return "bg-warning-soft-foreground";
  return "bg-destructive";
}

type PasswordStrengthMeterProps = {
  id: string;
  /** Whether anything is typed: the meter keeps its place while the estimator loads. */
  active: boolean;
  strength: PasswordStrength | null;
};

/**
 * Four bars and a word for the score the server will hold the password to, and what makes it easy
 * to guess (zxcvbn's feedback, translated). Announced politely as it changes.
 */
export function PasswordStrengthMeter({ id, active, strength }: PasswordStrengthMeterProps) {
  const { t } = useTranslation("auth");
  if (!active) return null;
  const score = strength?.score ?? 0;
  const filled = strength ? Math.max(1, score) : 0;
  const level = LEVELS[score] ?? "veryWeak";
  const acceptable = strength !== null && score >= PASSWORD_MIN_SCORE;
  const warning = strength?.warning ? t(`strength.warnings.${strength.warning}`, { defaultValue: "" }) : "";

  return (
    <div id={id} className="grid gap-1.5" data-testid="password-strength">
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, not items
            key={index}
            className={cn("h-1.5 rounded-full transition-colors", index < filled ? segmentColour(score) : "bg-muted")}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {strength ? (
          <>
            <span className={cn("font-medium", acceptable ? "text-success-soft-foreground" : "text-foreground")}>
              {t("strength.label", { level: t(`strength.levels.${level}`) })}
            </span>
            {acceptable ? null : ` ${warning || t("strength.tooEasy")}`}
          </>
        ) : (
          t("strength.checking")
        )}
      </p>
    </div>
  );
}

import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { cn } from "@/lib/cn";

type Choice = { value: string; label: string; hint?: string };

type ChoiceStepProps = {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  columns?: 2 | 3;
};

/** Steps 3 to 5: one choice among cards (age range, gender, followers size). */
export function WizardChoiceStep({ label, choices, value, onChange, columns = 2 }: ChoiceStepProps) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={onChange}
      className={cn("grid-cols-1 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}
    >
      {choices.map((choice) => (
        <RadioCard key={choice.value} value={choice.value} aria-label={choice.hint ? `${choice.label}, ${choice.hint}` : choice.label}>
          <span className="grid gap-0.5">
            <span className="font-medium">{choice.label}</span>
            {choice.hint ? (
              <span className="text-xs text-muted-foreground">
                <span dir="ltr">{choice.hint}</span>
              </span>
            ) : null}
          </span>
        </RadioCard>
      ))}
    </RadioGroup>
  );
}

import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Already translated error text, shown under the control and announced by screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Sits at the end of the label row (a "Forgot password?" link). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, a control and its error message, wired together for assistive technology. */
export function Field({ id, label, error, hint, action, className, children }: FieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {hint && !error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props for the control inside a {@link Field} so its error is linked with aria-describedby. */
export function fieldControlProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

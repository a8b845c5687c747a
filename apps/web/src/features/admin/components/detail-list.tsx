import type { ReactNode } from "react";

/** A compact list of labelled values at the top of an admin dialog. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-2.5 rounded-xl border bg-surface p-4">{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

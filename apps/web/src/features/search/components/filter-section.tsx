import type { ReactNode } from "react";
import { useId } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";

/** One collapsible section of the deep panel (SPEC §2), open at first. */
export function FilterSection({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const id = useId();
  return (
    <Collapsible defaultOpen={defaultOpen} className="rounded-xl border bg-background px-4 py-2">
      <h2 id={id}>
        <CollapsibleTrigger>{title}</CollapsibleTrigger>
      </h2>
      <CollapsibleContent role="group" aria-labelledby={id} className="grid gap-4 pt-2 pb-3">
        {children}
      </CollapsibleContent>
    </Collapsible>
  );
}

/** A small labelled block inside a section. */
export function FilterGroup({ label, labelId, children }: { label: string; labelId?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {children}
    </div>
  );
}

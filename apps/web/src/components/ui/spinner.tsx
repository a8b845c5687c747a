import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden className={cn("size-4 animate-spin text-muted-foreground", className)} />
      {label ? <span className="text-sm text-muted-foreground">{label}</span> : null}
    </span>
  );
}

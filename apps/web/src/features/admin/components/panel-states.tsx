import { Spinner } from "@/components/ui/spinner";

/** Loading, error and empty states of an admin table. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-14">
      <Spinner className="size-6" label={label} />
    </div>
  );
}

export function PanelError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="m-4 rounded-xl border border-destructive/25 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
    >
      {message}
    </div>
  );
}

export function PanelEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <div className="grid justify-items-center gap-1.5 px-5 py-12 text-center">
      <h2 className="font-semibold">{title}</h2>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

type ServiceCardProps = { icon: LucideIcon; title: string; description: string; action: ReactNode };

/** One of the dashboard's services: what it is and the button or link that starts it. */
export function ServiceCard({ icon: Icon, title, description, action }: ServiceCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm leading-6 text-muted-foreground">{description}</p>
      </div>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}

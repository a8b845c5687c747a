import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

type Props = { id: string; value: string; onChange: (value: string) => void; className?: string };

/** The admin panels' search by customer e-mail: a labelled search box with its icon at the start. */
export function EmailSearch({ id, value, onChange, className }: Props) {
  const { t } = useTranslation("admin");
  return (
    <div className={cn("relative", className)}>
      <Label htmlFor={id} className="sr-only">
        {t("filters.searchEmail")}
      </Label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        type="search"
        className="h-9 ps-9"
        placeholder={t("filters.searchEmail")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

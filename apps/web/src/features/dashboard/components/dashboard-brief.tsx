import { Sparkles, WandSparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The search's own limit on a brief (the contract's BRIEF_TEXT_MAX). */
const BRIEF_MAX = 500;

/**
 * The dashboard's brief box: the brief is handed to the search screen, which reads it into the
 * ordinary filters and shows what it understood; nothing is searched or charged here.
 */
export function DashboardBrief({ onFind }: { onFind: (brief: string) => void }) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") onFind(text.trim());
  };

  return (
    <Card className="p-5" data-testid="dashboard-brief">
      <form onSubmit={submit} className="grid gap-3" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Sparkles aria-hidden className="size-5 text-primary" />
          {t("brief.title")}
        </h2>
        <div className="grid gap-2">
          <Label htmlFor={id}>{t("brief.label")}</Label>
          <Textarea
            id={id}
            rows={2}
            maxLength={BRIEF_MAX}
            value={text}
            dir="auto"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) submit(event);
            }}
            placeholder={t("brief.placeholder")}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-hint`} className="max-w-prose text-xs text-muted-foreground">
            {t("brief.hint")}
          </p>
          <Button type="submit" disabled={text.trim() === ""}>
            <WandSparkles />
            {t("brief.find")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { Sparkles, WandSparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BriefTextarea } from "@/components/brief-textarea";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";

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
          <BriefTextarea id={id} value={text} placeholder={t("brief.placeholder")} onValueChange={setText} onSubmit={submit} />
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

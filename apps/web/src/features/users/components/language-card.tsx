import { LANGUAGES, type TLanguage } from "@radar/contract/constants";
import { useTranslation } from "react-i18next";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { i18n, isLanguage, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useUpdateLanguage } from "../api/update-language";

// Each language named in itself, so a user who cannot read the current one still finds theirs.
const NATIVE_NAMES: Record<TLanguage, string> = { en: "English", ar: "العربية" };

/**
 * The language of the interface and of every e-mail and report the account receives. Saved on the
 * account first, then applied here: once applied, the top bar's switcher sees nothing to send.
 */
export function LanguageCard({ language }: { language: TLanguage }) {
  const { t } = useTranslation("settings");
  const update = useUpdateLanguage();

  const choose = async (value: string) => {
    if (!isLanguage(value) || value === language) return;
    try {
      await update.mutateAsync(value);
      await i18n.changeLanguage(value);
      toast.success(t("language.saved", { lng: value }));
    } catch (error) {
      toast.error(t("language.failed"), { description: error instanceof Error ? translateMessage(error.message) : undefined });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="language-card-title">{t("language.title")}</CardTitle>
        <CardDescription>{t("language.description")}</CardDescription>
      </CardHeader>
      <CardBody>
        <RadioGroup
          aria-labelledby="language-card-title"
          value={language}
          onValueChange={(value) => void choose(value)}
          disabled={update.isPending}
          className="sm:grid-cols-2"
        >
          {LANGUAGES.map((code) => (
            <RadioCard key={code} value={code} lang={code} aria-label={NATIVE_NAMES[code]}>
              <span className="grid gap-0.5">
                <span className="font-medium">{NATIVE_NAMES[code]}</span>
                <span className="text-xs text-muted-foreground">{t(`language.options.${code}`)}</span>
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      </CardBody>
    </Card>
  );
}

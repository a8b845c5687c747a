import { X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useLanguage } from "@/lib/i18n";
import { useSearchCategories } from "../api/get-search-categories";
import { categoryLabel } from "../utils/category-label";

/** SPEC §2: the first included category, read-only, with a button that clears the included categories. */
export function SelectedCategoryField({ include, onClear }: { include: (number | string)[]; onClear: () => void }) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const id = useId();
  const categories = useSearchCategories().data?.categories ?? [];
  const first = include[0];
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("category.label")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={first === undefined ? "" : categoryLabel(first, categories, language)}
          placeholder={t("category.none")}
        />
        <Button variant="outline" size="icon" className="size-10" onClick={onClear} disabled={first === undefined}>
          <X />
          <span className="sr-only">{t("category.clear")}</span>
        </Button>
      </div>
    </div>
  );
}

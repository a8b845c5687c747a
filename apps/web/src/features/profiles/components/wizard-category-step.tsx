import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/lib/i18n";
import { useCategories } from "../api/get-categories";
import type { WizardValues } from "../utils/wizard";

type CategoryStepProps = { values: WizardValues; onChange: (values: WizardValues) => void };

/** Step 2: the profile's content category, from the index's list; 'Select Category' is a placeholder. */
export function WizardCategoryStep({ values, onChange }: CategoryStepProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const categories = useCategories();

  if (categories.isPending) return <Spinner label={t("wizard.category.loading")} />;
  if (categories.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>{t("wizard.category.loadFailed")}</span>
        <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
          {t("errors.retry")}
        </Button>
      </div>
    );
  }

  const options = categories.data.categories
    .map((category) => ({ id: category.id, title: category.title, label: language === "ar" ? category.title_ar : category.title }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  return (
    <Field id="wizard-category" label={t("wizard.category.label")} hint={t("wizard.category.hint")}>
      <NativeSelect
        id="wizard-category"
        value={values.categoryId}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.id) === event.target.value);
          onChange({ ...values, categoryId: chosen ? String(chosen.id) : "", categoryTitle: chosen?.title ?? "" });
        }}
      >
        <option value="">{t("wizard.category.placeholder")}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

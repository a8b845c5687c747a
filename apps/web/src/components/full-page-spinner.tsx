import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-6" label={t("loading")} />
    </div>
  );
}

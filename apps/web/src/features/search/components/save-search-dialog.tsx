import { SAVED_SEARCH_NAME_MAX } from "@radar/contract/saved-searches";
import { useTranslation } from "react-i18next";
import { NameDialog } from "@/components/name-dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSave: (name: string) => Promise<unknown> };

/** Names the current filters as a saved search. */
export function SaveSearchDialog({ open, onOpenChange, onSave }: Props) {
  const { t } = useTranslation("search");
  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={onSave}
      fieldId="saved-search-name"
      maxLength={SAVED_SEARCH_NAME_MAX}
      texts={{
        title: t("saved.saveTitle"),
        description: t("saved.saveDescription"),
        fieldLabel: t("saved.name"),
        placeholder: t("saved.namePlaceholder"),
        submitLabel: t("saved.save"),
        cancelLabel: t("saved.cancel"),
        failed: t("saved.saveFailed"),
      }}
    />
  );
}

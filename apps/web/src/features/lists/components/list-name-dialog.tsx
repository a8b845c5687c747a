import { LIST_NAME_MAX } from "@radar/contract/lists";
import { useTranslation } from "react-i18next";
import { NameDialog } from "@/components/name-dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when saved; a rejection's server message is shown under the field. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Names a new list or renames one. */
export function ListNameDialog({ title, description, submitLabel, ...props }: Props) {
  const { t } = useTranslation("lists");
  return (
    <NameDialog
      {...props}
      fieldId="list-name"
      maxLength={LIST_NAME_MAX}
      texts={{
        title,
        ...(description ? { description } : {}),
        fieldLabel: t("fields.name"),
        placeholder: t("fields.namePlaceholder"),
        submitLabel,
        cancelLabel: t("actions.cancel"),
        failed: t("errors.saveFailed"),
      }}
    />
  );
}

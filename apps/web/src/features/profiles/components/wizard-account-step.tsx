import { PLATFORMS } from "@radar/contract/constants";
import { useTranslation } from "react-i18next";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { autofillFromLink, type WizardValues } from "../utils/wizard";

type AccountStepProps = {
  values: WizardValues;
  linkError: string | undefined;
  onChange: (values: WizardValues) => void;
};

/** Step 1: username, platform and profile link; a pasted link fills the other two (SPEC §2). */
export function WizardAccountStep({ values, linkError, onChange }: AccountStepProps) {
  const { t } = useTranslation("profiles");
  return (
    <div className="grid gap-5">
      <Field id="wizard-link" label={t("wizard.account.link")} error={linkError} hint={t("wizard.account.linkHint")}>
        <Input
          {...fieldControlProps("wizard-link", linkError)}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="url"
          placeholder="https://www.instagram.com/username"
          value={values.profileLink}
          onChange={(event) => onChange(autofillFromLink(values, event.target.value))}
          required
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="wizard-platform" label={t("wizard.account.platform")}>
          <NativeSelect
            id="wizard-platform"
            value={values.platform}
            onChange={(event) => onChange({ ...values, platform: event.target.value as WizardValues["platform"] })}
            required
          >
            <option value="" disabled>
              {t("wizard.account.platformPlaceholder")}
            </option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`platforms.${platform}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="wizard-username" label={t("wizard.account.username")}>
          <Input
            id="wizard-username"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("wizard.account.usernamePlaceholder")}
            value={values.username}
            onChange={(event) => onChange({ ...values, username: event.target.value })}
            required
          />
        </Field>
      </div>
    </div>
  );
}

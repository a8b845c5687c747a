import { PLATFORMS } from "@radar/contract/constants";
import { SOURCE_MSG } from "@radar/contract/sources";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useTranslateMessage } from "@/lib/i18n";
import type { LinkPreviewState } from "../hooks/use-link-preview";
import { autofillFromLink, derivedLink, editAccount, type WizardValues } from "../utils/wizard";
import { ProfileLinkPreview } from "./profile-link-preview";

type AccountStepProps = {
  values: WizardValues;
  linkError: string | undefined;
  preview: LinkPreviewState;
  onRetryPreview: () => void;
  onChange: (values: WizardValues) => void;
};

/**
 * Step 1: username, platform and profile link; a pasted link fills the other two (SPEC §2) and
 * shows the account it names, live. The link is optional: platform and username typed by hand
 * give the profile's address, shown under the field.
 */
export function WizardAccountStep({ values, linkError: submitError, preview, onRetryPreview, onChange }: AccountStepProps) {
  const { t } = useTranslation("profiles");
  const translate = useTranslateMessage();
  // A link that names no account says so under the field once the typing pauses; nothing is asked.
  const linkError = submitError ?? (preview.kind === "invalid" ? translate(SOURCE_MSG.invalidLink) : undefined);
  const derived = values.profileLink.trim() === "" ? derivedLink(values.platform, values.username) : null;
  const hint = derived ? (
    <>
      {t("wizard.account.linkDerived")}{" "}
      <span dir="ltr" className="break-all font-medium text-foreground" data-testid="derived-link">
        {derived}
      </span>
    </>
  ) : (
    t("wizard.account.linkHint")
  );
  return (
    <div className="grid gap-5">
      <Field id="wizard-link" label={t("wizard.account.link")} error={linkError} hint={hint}>
        <Input
          {...fieldControlProps("wizard-link", linkError)}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="url"
          placeholder="https://www.instagram.com/username"
          value={values.profileLink}
          onChange={(event) => onChange(autofillFromLink(values, event.target.value))}
        />
      </Field>
      {values.linkNotice ? (
        <Alert variant="info" data-testid="link-notice">
          <Info aria-hidden />
          <span>{t(values.linkNotice === "unreadable" ? "wizard.account.clearedUnreadable" : "wizard.account.clearedNoAccount")}</span>
        </Alert>
      ) : null}
      <ProfileLinkPreview state={preview} onRetry={onRetryPreview} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="wizard-platform" label={t("wizard.account.platform")}>
          <NativeSelect
            id="wizard-platform"
            value={values.platform}
            onChange={(event) => onChange(editAccount(values, { platform: event.target.value as WizardValues["platform"] }))}
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
            onChange={(event) => onChange(editAccount(values, { username: event.target.value }))}
            required
          />
        </Field>
      </div>
    </div>
  );
}

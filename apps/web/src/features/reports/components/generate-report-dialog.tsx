import { DEFAULT_REPORT_TEMPLATE, type TReportTemplateId, type TReportType } from "@radar/contract/reports";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { formatCredits, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useGenerateReport } from "../api/generate-report";
import { useReportTemplates } from "../api/get-report-templates";
import { generateErrorKey } from "../utils/report-errors";

export type ReportProfileOption = { id: number; label: string };

type GenerateReportDialogProps = {
  trigger: ReactNode;
  /** The profiles to choose from (/reports); without them the report is of `profileId`. */
  profiles?: ReportProfileOption[];
  /** The fixed profile (its reports page), or the one chosen first (the active profile). */
  profileId?: number | null;
  /** SPEC §2: /reports offers PDF only; the profile reports page PDF, PPTX or both. */
  formats: TReportType[];
  /** The plan's report cost, when known. */
  cost?: number | null;
  addProfileHref?: string;
};

/**
 * SPEC §2 generate dialog. SPEC §5: a profile must be selected. The report is written in the
 * language the app is in. 403 is the plan's report limit; other failures 'report generation failed'.
 */
export function GenerateReportDialog({ trigger, profiles, profileId = null, formats, cost, addProfileHref }: GenerateReportDialogProps) {
  const { t } = useTranslation("reports");
  const language = useLanguage();
  const templates = useReportTemplates();
  const generate = useGenerateReport();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string>(profileId ? String(profileId) : "");
  const [format, setFormat] = useState<TReportType>(formats[0] ?? "pdf");
  const [template, setTemplate] = useState<TReportTemplateId>(DEFAULT_REPORT_TEMPLATE);
  const [missingProfile, setMissingProfile] = useState(false);
  const choosesProfile = profiles !== undefined;
  const templateIds: TReportTemplateId[] =
    templates.data && templates.data.length > 0 ? templates.data.map((item) => item.id) : [DEFAULT_REPORT_TEMPLATE];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSelected(profileId && (!profiles || profiles.some((p) => p.id === profileId)) ? String(profileId) : "");
      setMissingProfile(false);
    }
  };

  const submit = () => {
    const profile = Number(choosesProfile ? selected : profileId);
    if (!Number.isInteger(profile) || profile <= 0) {
      setMissingProfile(true);
      return;
    }
    generate.mutate(
      { profile, report_type: format, template, language },
      {
        onSuccess: () => {
          toast.success(t("toasts.started"), { description: t("toasts.startedDescription") });
          setOpen(false);
        },
        onError: (error) => toast.error(t(generateErrorKey(error))),
      },
    );
  };

  const profileError = missingProfile ? t("validation.profileRequired") : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t(choosesProfile ? "dialog.description" : "dialog.profileDescription")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset disabled={generate.isPending} className="grid gap-5">
            {choosesProfile ? (
              <Field
                id="report-profile"
                label={t("dialog.profile")}
                error={profileError}
                hint={profiles.length === 0 ? t("dialog.noProfiles") : undefined}
              >
                <NativeSelect
                  {...fieldControlProps("report-profile", profileError)}
                  value={selected}
                  onChange={(event) => {
                    setSelected(event.target.value);
                    setMissingProfile(false);
                  }}
                >
                  <option value="">{t("dialog.profilePlaceholder")}</option>
                  {profiles.map((profile) => (
                    <option key={profile.id} value={profile.id}>
                      {profile.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
            {profileError && !choosesProfile ? (
              <p role="alert" className="text-xs font-medium text-destructive">
                {profileError}
              </p>
            ) : null}
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("dialog.template")}</legend>
              <RadioGroup
                value={template}
                onValueChange={(value) => setTemplate(value as TReportTemplateId)}
                aria-label={t("dialog.template")}
              >
                {templateIds.map((id) => (
                  <RadioCard key={id} value={id}>
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(`templates.${id}`)}</span>
                      <span className="text-xs text-muted-foreground">{t(`templates.${id}Hint`)}</span>
                    </span>
                  </RadioCard>
                ))}
              </RadioGroup>
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("dialog.format")}</legend>
              <RadioGroup
                value={format}
                onValueChange={(value) => setFormat(value as TReportType)}
                aria-label={t("dialog.format")}
                className="grid-cols-1 sm:grid-flow-col sm:auto-cols-fr"
              >
                {formats.map((item) => (
                  <RadioCard key={item} value={item}>
                    {t(`types.${item}`)}
                  </RadioCard>
                ))}
              </RadioGroup>
            </fieldset>
            {cost != null ? (
              <p className="text-sm text-muted-foreground">{t("dialog.cost", { count: cost, cost: formatCredits(cost, language) })}</p>
            ) : null}
          </fieldset>
          <DialogFooter className="mt-0">
            {choosesProfile && profiles.length === 0 && addProfileHref ? (
              <Button asChild variant="outline">
                <Link to={addProfileHref}>{t("dialog.addProfile")}</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("dialog.cancel")}
              </Button>
            )}
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending
                ? t("dialog.submitting")
                : cost != null
                  ? t("dialog.submitPriced", {
                      count: cost,
                      submit: t("dialog.submit"),
                      cost: formatNumber(cost, language, { maximumFractionDigits: 2 }),
                    })
                  : t("dialog.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

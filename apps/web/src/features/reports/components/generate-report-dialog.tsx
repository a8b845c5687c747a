import type { TPlatform } from "@radar/contract/constants";
import { DEFAULT_REPORT_TEMPLATE, type TReport, type TReportTemplateId, type TReportType } from "@radar/contract/reports";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { paths } from "@/config/paths";
import { useServerEvents } from "@/lib/event-stream";
import { formatCredits, formatNumber } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { newIdempotencyKey, useGenerateReport } from "../api/generate-report";
import { useReportTemplates } from "../api/get-report-templates";
import { useLiveReport } from "../hooks/use-live-report";
import { generateErrorKey } from "../utils/report-errors";
import { ReportDownloads } from "./report-downloads";
import { ReportStatus } from "./report-status";

export type ReportProfileOption = { id: number; label: string };

/** A creator of the influencer index, as a search result or a list member shows it. */
export type ReportCreator = { influencerId: string; name: string; username: string; platform: TPlatform };

type GenerateReportDialogProps = {
  trigger: ReactNode;
  /** The profiles to choose from (/reports); without them the report is of `profileId`. */
  profiles?: ReportProfileOption[];
  /** The fixed profile (its reports page), or the one chosen first (the active profile). */
  profileId?: number | null;
  /** A report on this creator of the index instead of a profile: the dialog then follows it until it can be downloaded. */
  creator?: ReportCreator;
  /** PDF, PPTX or both. */
  formats: TReportType[];
  /** The plan's report cost, when known. */
  cost?: number | null;
  /** The user's credits, when known: the dialog says when they do not cover the cost. */
  balance?: number | null;
  addProfileHref?: string;
};

const ORDERED_TEXT = {
  pending: ["dialog.orderedTitle", "dialog.orderedDescription"],
  generating: ["dialog.orderedTitle", "dialog.orderedDescription"],
  completed: ["dialog.readyTitle", "dialog.readyDescription"],
  failed: ["dialog.failedTitle", "dialog.failedDescription"],
} as const;

/** The ordered report, live: its status, then its downloads, without leaving the dialog. */
function OrderedReport({ report: ordered }: { report: TReport }) {
  const { t } = useTranslation("reports");
  const report = useLiveReport(ordered);
  const [title, description] = ORDERED_TEXT[report.status];
  return (
    <div className="grid gap-4" data-testid="ordered-report">
      <div className="grid gap-1" aria-live="polite">
        <p className="font-medium">{t(title)}</p>
        <p className="text-sm text-muted-foreground">{t(description)}</p>
      </div>
      <div className="grid gap-3 rounded-xl border bg-surface p-4">
        <ReportStatus report={report} />
        <div className="flex flex-wrap gap-2">
          <ReportDownloads report={report} formats={["pdf", "pptx"]} />
        </div>
      </div>
    </div>
  );
}

/**
 * SPEC §2 generate dialog, for one of the user's profiles or (with `creator`) any creator of the
 * index. SPEC §5: a profile must be selected. The report is written in the language the app is in.
 * The price is shown before ordering; an order carries an idempotency key made when the dialog
 * opens, so a second click or a retry is charged once. 403 is the plan's report limit, 402 a balance
 * that does not cover a creator's report; other failures 'report generation failed'.
 */
export function GenerateReportDialog({
  trigger,
  profiles,
  profileId = null,
  creator,
  formats,
  cost,
  balance,
  addProfileHref,
}: GenerateReportDialogProps) {
  const { t } = useTranslation("reports");
  const language = useLanguage();
  const templates = useReportTemplates();
  const generate = useGenerateReport();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string>(profileId ? String(profileId) : "");
  const [format, setFormat] = useState<TReportType>(formats[0] ?? "pdf");
  const [template, setTemplate] = useState<TReportTemplateId>(DEFAULT_REPORT_TEMPLATE);
  const [missingProfile, setMissingProfile] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [ordered, setOrdered] = useState<TReport | null>(null);
  const choosesProfile = profiles !== undefined && !creator;
  const short = cost != null && balance != null && balance < cost;
  // The stream opens with the dialog, so it is live by the time the report is ordered.
  useServerEvents(() => undefined, open);
  const templateIds: TReportTemplateId[] =
    templates.data && templates.data.length > 0 ? templates.data.map((item) => item.id) : [DEFAULT_REPORT_TEMPLATE];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSelected(profileId && (!profiles || profiles.some((p) => p.id === profileId)) ? String(profileId) : "");
      setMissingProfile(false);
      setOrdered(null);
      setIdempotencyKey(newIdempotencyKey());
    }
  };

  const submit = () => {
    const profile = Number(choosesProfile ? selected : profileId);
    if (!creator && (!Number.isInteger(profile) || profile <= 0)) {
      setMissingProfile(true);
      return;
    }
    const subject = creator ? { influencer_id: creator.influencerId } : { profile };
    generate.mutate(
      { ...subject, report_type: format, template, language, idempotency_key: idempotencyKey },
      {
        onSuccess: (result) => {
          // The next order from this dialog is a new one.
          setIdempotencyKey(newIdempotencyKey());
          if (creator) {
            setOrdered(result.report);
            return;
          }
          toast.success(t("toasts.started"), { description: t("toasts.startedDescription") });
          setOpen(false);
        },
        onError: (error) => {
          const key = generateErrorKey(error);
          const description =
            key === "toasts.insufficientCredits"
              ? cost != null
                ? t("toasts.insufficientCreditsDescription", {
                    count: cost,
                    cost: formatNumber(cost, language, { maximumFractionDigits: 2 }),
                  })
                : t("toasts.insufficientCreditsGeneric")
              : undefined;
          toast.error(t(key), description ? { description } : undefined);
        },
      },
    );
  };

  const profileError = missingProfile ? t("validation.profileRequired") : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{creator ? t("dialog.creatorTitle", { name: creator.name }) : t("dialog.title")}</DialogTitle>
          <DialogDescription>
            {creator ? (
              <>
                <bdi dir="ltr">@{creator.username}</bdi> · {t("dialog.creatorDescription")}
              </>
            ) : (
              t(choosesProfile ? "dialog.description" : "dialog.profileDescription")
            )}
          </DialogDescription>
        </DialogHeader>
        {ordered ? (
          <div className="grid gap-4">
            <OrderedReport report={ordered} />
            <DialogFooter className="mt-0">
              <Button asChild variant="outline">
                <Link to={paths.reports.path}>{t("actions.allReports")}</Link>
              </Button>
              <Button onClick={() => setOpen(false)}>{t("dialog.close")}</Button>
            </DialogFooter>
          </div>
        ) : (
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
                <p className="text-sm text-muted-foreground">
                  {t("dialog.cost", { count: cost, cost: formatCredits(cost, language) })}
                  {balance != null ? <> · {t("dialog.balance", { count: balance, balance: formatCredits(balance, language) })}</> : null}
                </p>
              ) : null}
              {short ? (
                <Alert variant="warning" className="items-center justify-between">
                  <span>{t("dialog.notEnough")}</span>
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.subscriptions.path}>{t("dialog.seePlans")}</Link>
                  </Button>
                </Alert>
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
        )}
      </DialogContent>
    </Dialog>
  );
}

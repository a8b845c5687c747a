import type { TLanguage } from "@radar/contract/constants";
import { ERROR_CODE, errorCodeOf } from "@radar/contract/error-codes";
import { AGE_GROUPS, SIZE_PRESETS } from "@radar/contract/search";
import { SOURCE_MSG } from "@radar/contract/sources";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BrandMark } from "@/components/layouts/brand";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/config/paths";
import { formatCompact } from "@/lib/format";
import { ApiError } from "@/lib/http";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCreateProfile } from "../api/create-profile";
import { type LinkPreviewState, useLinkPreview } from "../hooks/use-link-preview";
import { sourceErrorCode, spendRefusalMessage } from "../utils/source-failure";
import {
  type AccountStepNeed,
  accountStepNeed,
  canContinue,
  clearStep,
  effectiveLink,
  INITIAL_VALUES,
  LAST_STEP,
  linkProblem,
  missingRequired,
  nextStep,
  previousStep,
  skipTarget,
  toCreatePayload,
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
} from "../utils/wizard";
import { WizardAccountStep } from "./wizard-account-step";
import { WizardCategoryStep } from "./wizard-category-step";
import { WizardChoiceStep } from "./wizard-choice-step";

/** A size preset's follower range ("1000-10000", or "1000000" open-ended) in the one compact format. */
function sizeHint(value: string, language: TLanguage): string {
  const [from, to] = value.split("-").map(Number);
  if (from === undefined || Number.isNaN(from)) return "";
  if (to === undefined) return `${formatCompact(from, language)}+`;
  return `${formatCompact(from, language)} – ${formatCompact(to, language)}`;
}

/**
 * Why step 1's 'add' is disabled, as a key of wizard.account.need: the missing input first, then
 * the account check. Null when 'add' is enabled.
 */
function addBlocker(need: AccountStepNeed, preview: LinkPreviewState): string | null {
  if (need) return need;
  if (preview.kind === "ready") return preview.preview.eligible ? null : "notEligible";
  if (preview.kind === "failed") return "failed";
  if (preview.kind === "invalid") return "invalidLink";
  return "checking";
}

/**
 * The five-step add-profile wizard titled 'influencers radar' (SPEC §2, §4, §5, §8). The page
 * shows it only while the plan has a free profile slot (app/routes/new-profile.tsx).
 */
export function AddProfileWizard() {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const navigate = useNavigate();
  const create = useCreateProfile();
  const [step, setStep] = useState<WizardStep>(0);
  const [values, setValues] = useState<WizardValues>(INITIAL_VALUES);
  const [linkError, setLinkError] = useState<string>();
  const preview = useLinkPreview(effectiveLink(values));
  const translate = useTranslateMessage();
  // The link step goes on only once the account has been seen and has enough followers.
  const blocker = step === 0 ? addBlocker(accountStepNeed(values), preview.state) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const busy = create.isPending;

  // Screen readers follow a step change from the new step's heading (not on the first render).
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  function goTo(next: WizardStep) {
    focusHeading.current = true;
    setStep(next);
  }

  function change(next: WizardValues) {
    setValues(next);
    setLinkError(undefined);
  }

  function submit(final: WizardValues) {
    if (missingRequired(final)) {
      toast.error(t("wizard.missingTitle"), { description: t("wizard.missingDescription") });
      return;
    }
    const payload = toCreatePayload(final);
    create.mutate(payload, {
      onSuccess: () => {
        toast.success(t("wizard.createdTitle"), { description: t("wizard.createdDescription", { username: payload.username }) });
        void navigate(paths.profiles.path);
      },
      onError: (error) => {
        // SPEC §4: a profile the user already has is simply there — go to the list, say nothing.
        if (error instanceof ApiError && errorCodeOf(error.body) === ERROR_CODE.profileExists) {
          void navigate(paths.profiles.path);
          return;
        }
        // A data source that could not answer (not found, quota, down): its own message; nothing was saved.
        const code = sourceErrorCode(error);
        if (code) {
          toast.error(t("wizard.sourceFailedTitle"), { description: translate(SOURCE_MSG[code]) });
          return;
        }
        // An unverified address, no plan for a vendor lookup, a spent allowance, a report being prepared.
        const refusal = spendRefusalMessage(error);
        if (refusal) {
          toast.error(t("wizard.sourceFailedTitle"), { description: translate(refusal) });
          return;
        }
        const limit = error instanceof ApiError && error.status === 403;
        toast.warning(t("wizard.warningTitle"), { description: limit ? t("wizard.limitDescription") : t("wizard.warningDescription") });
      },
    });
  }

  function goNext() {
    if (step === 0) {
      const problem = linkProblem(values);
      if (problem) {
        setLinkError(t(problem === "invalid" ? "wizard.account.linkInvalid" : "wizard.account.linkMismatch"));
        return;
      }
    }
    if (step === LAST_STEP) submit(values);
    else goTo(nextStep(step));
  }

  function skip() {
    const target = skipTarget(step);
    if (target === null) return;
    const cleared = clearStep(values, step);
    setValues(cleared);
    if (target === "submit") submit(cleared);
    else goTo(target);
  }

  const stepKey = WIZARD_STEPS[step];
  const primaryLabel = busy
    ? t("wizard.submitting")
    : step === 0
      ? t("wizard.add")
      : step === LAST_STEP
        ? t("wizard.submit")
        : t("wizard.next");

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <div className="grid gap-4 border-b px-5 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9" />
          <div className="grid gap-0.5">
            <h1 className="text-lg font-semibold tracking-tight">{t("wizard.title")}</h1>
            <p className="text-sm text-muted-foreground">{t("wizard.subtitle")}</p>
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
            {t("wizard.progress", { step: step + 1, total: WIZARD_STEPS.length })}
          </p>
          <Progress value={((step + 1) / WIZARD_STEPS.length) * 100} aria-label={t("wizard.progressLabel")} />
        </div>
      </div>

      <CardBody className="grid gap-5">
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
            {t(`wizard.${stepKey}.title`)}
          </h2>
          <p className="text-sm text-muted-foreground">{t(`wizard.${stepKey}.description`)}</p>
        </div>

        <fieldset disabled={busy} className="grid gap-5">
          {step === 0 ? (
            <WizardAccountStep
              values={values}
              linkError={linkError}
              preview={preview.state}
              onRetryPreview={preview.retry}
              onChange={change}
            />
          ) : null}
          {step === 1 ? <WizardCategoryStep values={values} onChange={change} /> : null}
          {step === 2 ? (
            <WizardChoiceStep
              label={t("wizard.age.title")}
              columns={3}
              value={values.ageGroup}
              onChange={(value) => change({ ...values, ageGroup: value as WizardValues["ageGroup"] })}
              choices={[
                { value: "any", label: t("ages.any") },
                ...AGE_GROUPS.map((group) => ({ value: group, label: t(`ages.${group}`) })),
              ]}
            />
          ) : null}
          {step === 3 ? (
            <WizardChoiceStep
              label={t("wizard.gender.title")}
              columns={3}
              value={values.gender}
              onChange={(value) => change({ ...values, gender: value as WizardValues["gender"] })}
              choices={(["male", "female", "other"] as const).map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            />
          ) : null}
          {step === 4 ? (
            <WizardChoiceStep
              label={t("wizard.size.title")}
              value={values.sizePreset}
              onChange={(value) => change({ ...values, sizePreset: value })}
              choices={SIZE_PRESETS.map((preset) => ({
                value: preset.value,
                label: t(`sizes.${preset.label.toLowerCase()}`),
                hint: sizeHint(preset.value, language),
              }))}
            />
          ) : null}
        </fieldset>
      </CardBody>

      <CardFooter className="flex-wrap justify-between">
        <div className="min-w-0 flex-1">
          {step === 0 && blocker && !busy ? (
            <p id="wizard-add-hint" className="text-sm text-muted-foreground" aria-live="polite" data-testid="add-hint">
              {t(`wizard.account.need.${blocker}`)}
            </p>
          ) : null}
          {step > 0 ? (
            <Button variant="ghost" disabled={busy} onClick={() => goTo(previousStep(step))}>
              <ArrowLeft className="rtl:-scale-x-100" />
              {t("wizard.back")}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {skipTarget(step) !== null ? (
            <Button variant="outline" disabled={busy} onClick={skip}>
              {t("wizard.skip")}
            </Button>
          ) : null}
          <Button
            disabled={busy || !canContinue(values, step) || blocker !== null}
            aria-describedby={step === 0 && blocker ? "wizard-add-hint" : undefined}
            onClick={goNext}
          >
            {primaryLabel}
            {step < LAST_STEP && !busy ? <ArrowRight className="rtl:-scale-x-100" /> : null}
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}

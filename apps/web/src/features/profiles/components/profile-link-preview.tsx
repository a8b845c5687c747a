import { PROFILE_MIN_FOLLOWERS } from "@radar/contract/profiles";
import type { TProfilePreview } from "@radar/contract/sources";
import { BadgeCheck, CircleAlert, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Figure, ProvenanceLine } from "@/components/provenance";
import { Alert } from "@/components/ui/alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { formatFollowers, formatNumber, formatPercentPoints } from "@/lib/format";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { isEstimated } from "@/lib/provenance";
import type { LinkPreviewState } from "../hooks/use-link-preview";
import { profileInitials } from "../utils/profile-initials";
import { isRetryableFailure, type PreviewFailureCode, sourceMessage } from "../utils/source-failure";
import { PlatformBadge } from "./platform-icon";

type Props = { state: LinkPreviewState; onRetry: () => void };

/**
 * The link step's live preview: a skeleton while the account is looked up, then the
 * account as its data source describes it — or the reason it cannot be added. Announced politely.
 */
export function ProfileLinkPreview({ state, onRetry }: Props) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {state.kind === "loading" ? <PreviewSkeleton /> : null}
      {state.kind === "ready" ? <PreviewCard preview={state.preview} /> : null}
      {state.kind === "failed" ? <PreviewFailure code={state.code} error={state.error} onRetry={onRetry} /> : null}
    </div>
  );
}

function PreviewSkeleton() {
  const { t } = useTranslation("profiles");
  const bar = "animate-pulse rounded bg-muted";
  return (
    <div data-testid="profile-preview-loading" aria-busy="true" className="grid gap-3 rounded-xl border p-4">
      <span className="sr-only">{t("wizard.preview.loading")}</span>
      <div className="flex items-center gap-3" aria-hidden>
        <div className="size-12 shrink-0 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className={`${bar} h-4 w-2/5`} />
          <div className={`${bar} h-3 w-1/4`} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2" aria-hidden>
        <div className={`${bar} h-14 rounded-xl`} />
        <div className={`${bar} h-14 rounded-xl`} />
      </div>
      <div className={`${bar} h-3 w-3/5`} aria-hidden />
    </div>
  );
}

function PreviewCard({ preview }: { preview: TProfilePreview }) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const { provenance } = preview;
  return (
    <div className="grid gap-3">
      <section
        data-testid="profile-preview"
        aria-label={t("wizard.preview.label", { name: preview.title || preview.username })}
        className="grid gap-3 rounded-xl border bg-surface p-4"
      >
        <div className="flex items-start gap-3">
          <Avatar
            src={preview.avatar_url}
            alt=""
            fallback={profileInitials(preview.title || preview.username)}
            className="size-12 text-sm"
          />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="flex min-w-0 items-center gap-1.5">
              <span className="truncate font-semibold">{preview.title || preview.username}</span>
              {preview.is_verified ? (
                <BadgeCheck className="size-4 shrink-0 text-primary" role="img" aria-label={t("wizard.preview.verified")} />
              ) : null}
            </p>
            <p className="truncate text-sm text-muted-foreground">
              <span dir="ltr">@{preview.username}</span>
            </p>
          </div>
          <PlatformBadge platform={preview.platform} label={t(`platforms.${preview.platform}`)} />
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl bg-background px-3 py-2.5">
            <dt className="text-xs text-muted-foreground">{t("card.followers")}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Figure
                text={provenance.missing.includes("followers") ? null : formatFollowers(preview.followers, language)}
                estimated={isEstimated(provenance, "followers")}
              />
            </dd>
          </div>
          <div className="rounded-xl bg-background px-3 py-2.5">
            <dt className="text-xs text-muted-foreground">{t("card.engagement")}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Figure
                text={preview.er === null ? null : formatPercentPoints(preview.er, language)}
                estimated={isEstimated(provenance, "er")}
              />
            </dd>
          </div>
        </dl>
        <ProvenanceLine provenance={provenance} />
      </section>
      {preview.eligible ? null : (
        <Alert variant="destructive" data-testid="profile-preview-refusal">
          <CircleAlert aria-hidden />
          <p>
            {t("wizard.preview.tooSmall", {
              followers: formatNumber(preview.followers, language),
              min: formatNumber(PROFILE_MIN_FOLLOWERS, language),
            })}
          </p>
        </Alert>
      )}
    </div>
  );
}

function PreviewFailure({ code, error, onRetry }: { code: PreviewFailureCode; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("profiles");
  const translate = useTranslateMessage();
  const english = sourceMessage(code);
  const message = english
    ? translate(english)
    : code === "rate_limited"
      ? t("wizard.preview.rateLimited")
      : code === "network" && error instanceof Error
        ? translate(error.message)
        : t("wizard.preview.failed");
  return (
    <Alert variant={code === "not_found" ? "warning" : "destructive"} data-testid="profile-preview-error" data-code={code}>
      <CircleAlert aria-hidden />
      <div className="grid flex-1 justify-items-start gap-2">
        <p>{message}</p>
        <p className="text-xs opacity-80">{t("wizard.preview.nothingSaved")}</p>
        {isRetryableFailure(code) ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw />
            {t("wizard.preview.retry")}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

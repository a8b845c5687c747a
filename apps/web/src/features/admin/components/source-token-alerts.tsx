import type { TSourceStatus } from "@radar/contract/sources";
import { KeyRound, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";

type TokenHealth = NonNullable<TSourceStatus["token"]>;

const needsAction = (source: TSourceStatus): source is TSourceStatus & { token: TokenHealth } =>
  source.token !== null && source.token.state !== "ok";

/**
 * A token that is about to expire or was refused stops a source without anything failing loudly
 * elsewhere: it is said first, above the table, with what to do about it.
 */
export function SourceTokenAlerts({ sources }: { sources: TSourceStatus[] }) {
  const alerts = sources.filter(needsAction);
  if (alerts.length === 0) return null;
  return (
    <div className="grid gap-2 border-b px-4 py-3">
      {alerts.map((source) => (
        <TokenAlert key={source.id} source={source} token={source.token} />
      ))}
    </div>
  );
}

function TokenAlert({ source, token }: { source: TSourceStatus; token: TokenHealth }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const expired = token.state === "invalid" && token.expires_at !== null && Date.parse(token.expires_at) <= Date.now();
  const kind = token.state === "expiring" ? "expiring" : expired ? "expired" : "refused";
  const values = {
    expires: token.expires_at ? formatDateTime(token.expires_at, language) : "",
    since: token.since ? formatDateTime(token.since, language) : "",
  };
  return (
    <Alert
      variant={token.state === "expiring" ? "warning" : "destructive"}
      role="alert"
      data-testid="admin-source-token-alert"
      data-source={source.id}
      data-state={token.state}
    >
      {token.state === "expiring" ? <KeyRound aria-hidden /> : <TriangleAlert aria-hidden />}
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          <bdi>{source.name}</bdi>: {t(`sources.token.${kind}.title`, values)}
        </p>
        <p>{t(`sources.token.${kind}.body`, values)}</p>
        {token.detail && kind === "refused" ? (
          <p className="text-xs [overflow-wrap:anywhere]">
            {t("sources.token.said")} <bdi>{token.detail}</bdi>
          </p>
        ) : null}
        <p className="text-xs">{token.notified ? t("sources.token.notified") : t("sources.token.notNotified")}</p>
      </div>
    </Alert>
  );
}

/** The token's state next to the source's mode: only when it needs attention. */
export function SourceTokenBadge({ token }: { token: TSourceStatus["token"] }) {
  const { t } = useTranslation("admin");
  if (!token || token.state === "ok") return null;
  return (
    <Badge
      variant={token.state === "expiring" ? "warning" : "destructive"}
      className="whitespace-nowrap"
      data-testid="admin-source-token-badge"
    >
      <KeyRound aria-hidden />
      {t(`sources.token.badge.${token.state}`)}
    </Badge>
  );
}

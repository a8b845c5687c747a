import type { TInvitationPreview } from "@radar/contract/workspaces";
import { CalendarX2, Link2Off, MailCheck, TriangleAlert, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth-storage";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useAcceptInvitation, useInvitationPreview } from "../api/workspaces";
import { forgetInvitation, rememberInvitation } from "../utils/pending-invitation";
import { type WorkspaceRefusal, workspaceRefusal } from "../utils/workspace-error";

type Dead = "expired" | "used" | "invalid" | "seatsFull" | "loadFailed";
const DEAD_ICONS: Record<Dead, ReactNode> = {
  expired: <CalendarX2 />,
  used: <MailCheck />,
  invalid: <Link2Off />,
  seatsFull: <UsersRound />,
  loadFailed: <TriangleAlert />,
};

/** A refusal of the accept that ends this link's story (the page then says so instead of offering the button). */
function deadEnd(refusal: WorkspaceRefusal | null): Dead | null {
  if (refusal === "expired" || refusal === "used" || refusal === "seatsFull") return refusal;
  if (refusal === "notFound") return "invalid";
  return null;
}

/**
 * The page an invitation e-mail links to: what it invites to (read without signing in), then sign
 * in or sign up and come back, then accept, which makes the team's workspace the current one.
 * An expired, used or revoked link says so, with what to do next.
 */
export function InvitationView({ token, onSignOut }: { token: string; onSignOut: () => void }) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const acceptRefusal = accept.isError ? workspaceRefusal(accept.error) : null;

  const dead: Dead | null = preview.isError
    ? workspaceRefusal(preview.error) === "notFound" || !token
      ? "invalid"
      : "loadFailed"
    : preview.data && preview.data.state !== "open"
      ? preview.data.state
      : deadEnd(acceptRefusal);

  if (dead) return <DeadEnd kind={dead} signedIn={user !== null} onRetry={() => void preview.refetch()} />;

  if (!preview.data) {
    return (
      <AuthLayout title={t("invitation.checking")}>
        <div className="flex justify-center py-2">
          <Spinner className="size-5" label={t("invitation.checking")} />
        </div>
      </AuthLayout>
    );
  }

  const invitation: TInvitationPreview = preview.data;
  const role = t(`roles.${invitation.role}`);
  const otherAccount = user !== null && user.email.toLowerCase() !== invitation.email.toLowerCase();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (workspace) => {
        forgetInvitation();
        toast.success(t("invitation.joined", { workspace: workspace.name }));
        void navigate(paths.dashboard.path, { replace: true });
      },
    });

  const goSignIn = (path: string) => {
    rememberInvitation(token);
    void navigate(path);
  };

  return (
    <AuthLayout
      icon={<UsersRound />}
      title={t("invitation.title", { workspace: invitation.workspace_name })}
      description={
        invitation.invited_by
          ? t("invitation.description", { inviter: invitation.invited_by, workspace: invitation.workspace_name, role })
          : t("invitation.descriptionNoInviter", { workspace: invitation.workspace_name, role })
      }
    >
      <title>{`${t("invitation.title", { workspace: invitation.workspace_name })} · ${t("common:brand.name")}`}</title>
      <div className="grid gap-5">
        <p className="text-sm text-muted-foreground">{t("invitation.shares")}</p>
        <dl className="grid gap-1 rounded-xl border bg-surface p-4 text-sm">
          <dt className="text-muted-foreground">{t("invitation.for")}</dt>
          <dd className="text-start font-medium" dir="ltr" data-testid="invitation-email">
            {invitation.email}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {t("invitation.expires", { date: formatDate(invitation.expires_at, language) })}
          </dd>
        </dl>
        {user === null ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t("invitation.signedOutHint", { email: invitation.email })}</p>
            <Button size="lg" onClick={() => goSignIn(paths.login.path)}>
              {t("invitation.signInToAccept")}
            </Button>
            <Button size="lg" variant="outline" onClick={() => goSignIn(paths.signup.path)}>
              {t("invitation.createAccount")}
            </Button>
          </div>
        ) : otherAccount || acceptRefusal === "emailMismatch" ? (
          <div className="grid gap-3">
            <Alert variant="warning">{t("invitation.otherAccount", { current: user.email, email: invitation.email })}</Alert>
            <Button size="lg" variant="outline" onClick={onSignOut}>
              {t("invitation.signOut")}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            {accept.isError ? <Alert variant="destructive">{t("errors.failed")}</Alert> : null}
            <Button size="lg" disabled={accept.isPending} onClick={onAccept}>
              {accept.isPending ? <Spinner className="text-primary-foreground" /> : null}
              {accept.isPending ? t("invitation.accepting") : t("invitation.accept")}
            </Button>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}

function DeadEnd({ kind, signedIn, onRetry }: { kind: Dead; signedIn: boolean; onRetry: () => void }) {
  const { t } = useTranslation("team");
  return (
    <AuthLayout icon={DEAD_ICONS[kind]} title={t(`invitation.${kind}Title`)} description={t(`invitation.${kind}Description`)}>
      <title>{`${t(`invitation.${kind}Title`)} · ${t("common:brand.name")}`}</title>
      <div className="grid gap-3" data-testid="invitation-dead-end" data-kind={kind}>
        {kind === "loadFailed" ? (
          <Button size="lg" onClick={onRetry}>
            {t("retry")}
          </Button>
        ) : null}
        <Button asChild size="lg" variant={kind === "loadFailed" ? "outline" : "primary"}>
          <Link to={signedIn ? paths.dashboard.path : paths.login.path}>
            {signedIn ? t("invitation.toDashboard") : t("invitation.toLogin")}
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

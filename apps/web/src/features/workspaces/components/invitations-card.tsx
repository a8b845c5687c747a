import type { TWorkspace } from "@radar/contract/workspaces";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useRevokeInvitation } from "../api/workspaces";
import { useRefusalToast } from "../utils/use-refusal-toast";

/** Invitations sent and not yet accepted (owners and admins): each holds a seat until it is used, revoked or expires. */
export function InvitationsCard({ workspace }: { workspace: TWorkspace }) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const revoke = useRevokeInvitation();
  const refused = useRefusalToast();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("invitations.title")}</CardTitle>
      </CardHeader>
      <CardBody className={workspace.invitations.length > 0 ? "py-0" : undefined}>
        {workspace.invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("invitations.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("invitations.title")}>
            {workspace.invitations.map((invitation) => {
              const role = t(`roles.${invitation.role}`);
              const date = formatDate(invitation.expires_at, language);
              return (
                <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="team-invitation">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
                    <Mail className="size-4" aria-hidden />
                  </span>
                  <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                    <p className="truncate text-start font-medium" dir="ltr">
                      {invitation.email}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {invitation.invited_by
                        ? t("invitations.details", { role, inviter: invitation.invited_by, date })
                        : t("invitations.detailsNoInviter", { role, date })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="ms-auto"
                    aria-label={t("invitations.revokeLabel", { email: invitation.email })}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => toast.success(t("invitations.revoked", { email: invitation.email })),
                        onError: refused,
                      })
                    }
                  >
                    {t("invitations.revoke")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

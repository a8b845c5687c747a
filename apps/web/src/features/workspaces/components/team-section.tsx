import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth-storage";
import { useCurrentWorkspace } from "../api/workspaces";
import { InvitationsCard } from "./invitations-card";
import { InviteCard } from "./invite-card";
import { MembersCard } from "./members-card";
import { WorkspaceNameCard } from "./workspace-name-card";

/** Settings → Team: the current workspace's name, members, open invitations and the invitation form. */
export function TeamSection() {
  const { t } = useTranslation("team");
  const user = useCurrentUser();
  const workspace = useCurrentWorkspace();
  const manager = workspace.data ? workspace.data.role !== "member" : false;
  return (
    <section id="team" aria-labelledby="team-heading" className="grid gap-6 scroll-mt-20">
      <h2 id="team-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      {workspace.isPending ? (
        <Card>
          <CardBody className="flex justify-center py-10">
            <Spinner className="size-5" label={t("common:loading")} />
          </CardBody>
        </Card>
      ) : workspace.isError ? (
        <Card>
          <CardBody className="grid justify-items-start gap-3">
            <p className="font-medium">{t("loadFailed")}</p>
            <Button variant="outline" onClick={() => void workspace.refetch()}>
              {t("retry")}
            </Button>
          </CardBody>
        </Card>
      ) : (
        <>
          {/* Keyed by workspace: a switch starts the name field from the new workspace's name. */}
          <WorkspaceNameCard key={workspace.data.id} workspace={workspace.data} />
          <MembersCard workspace={workspace.data} userId={user?.id ?? 0} />
          {manager ? <InviteCard workspace={workspace.data} /> : null}
          {manager ? <InvitationsCard workspace={workspace.data} /> : null}
        </>
      )}
    </section>
  );
}

import type { TWorkspace, TWorkspaceMember, TWorkspaceRole } from "@radar/contract/workspaces";
import { ArrowRightLeft, Ellipsis, LogOut, UserMinus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useChangeMemberRole, useLeaveWorkspace, useRemoveMember, useTransferOwnership } from "../api/workspaces";
import { useRefusalToast } from "../utils/use-refusal-toast";
import { ConfirmDialog } from "./confirm-dialog";

const nameOf = (member: TWorkspaceMember) => `${member.first_name} ${member.last_name}`.trim() || member.email;
const initialsOf = (member: TWorkspaceMember) =>
  (`${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.trim() || member.email.charAt(0)).toUpperCase();

/** The roles the caller may give this member, as the API allows: only an owner makes or unmakes an owner. */
function assignableRoles(actor: TWorkspaceRole, target: TWorkspaceRole): TWorkspaceRole[] {
  if (actor === "owner") return ["owner", "admin", "member"];
  if (actor === "admin" && target !== "owner") return ["admin", "member"];
  return [];
}

type Pending = { kind: "remove" | "transfer"; member: TWorkspaceMember } | { kind: "leave" } | null;

/** Members with role and joined date; owners and admins change roles and remove, the owner hands over, anyone leaves. */
export function MembersCard({ workspace, userId }: { workspace: TWorkspace; userId: number }) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const navigate = useNavigate();
  const refused = useRefusalToast();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const leave = useLeaveWorkspace();
  const [pending, setPending] = useState<Pending>(null);
  const actor = workspace.role;
  const owners = workspace.members.filter((member) => member.role === "owner").length;
  const lastOwner = actor === "owner" && owners <= 1;
  const alone = workspace.members.length <= 1;

  const onRole = (member: TWorkspaceMember, role: TWorkspaceRole) =>
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => toast.success(t("members.roleChanged", { name: nameOf(member), role: t(`roles.${role}`) })),
        onError: refused,
      },
    );

  const confirm = () => {
    if (!pending) return;
    const done = () => setPending(null);
    if (pending.kind === "leave") {
      leave.mutate(undefined, {
        onSuccess: () => {
          toast.success(t("members.left", { workspace: workspace.name }));
          void navigate(paths.dashboard.path);
        },
        onError: refused,
        onSettled: done,
      });
      return;
    }
    const { member } = pending;
    const mutation = pending.kind === "remove" ? remove : transfer;
    const message = pending.kind === "remove" ? "members.removed" : "members.transferred";
    mutation.mutate(member.user_id, {
      onSuccess: () => toast.success(t(message, { name: nameOf(member) })),
      onError: refused,
      onSettled: done,
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{t("members.title")}</CardTitle>
        <span className="text-sm text-muted-foreground">{t("members.count", { count: workspace.members.length })}</span>
      </CardHeader>
      <CardBody className="py-0">
        <ul className="divide-y" aria-label={t("members.title")}>
          {workspace.members.map((member) => {
            const self = member.user_id === userId;
            const roles = self ? [] : assignableRoles(actor, member.role);
            const canRemove = !self && (actor === "owner" || (actor === "admin" && member.role !== "owner"));
            const canTransfer = !self && actor === "owner" && member.role !== "owner";
            const name = nameOf(member);
            return (
              <li key={member.user_id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="team-member">
                <Avatar src={null} alt="" fallback={initialsOf(member)} className="size-9 text-xs" />
                <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                  <p className="flex min-w-0 items-center gap-2 font-medium">
                    <span className="truncate">{name}</span>
                    {self ? <Badge variant="accent">{t("members.you")}</Badge> : null}
                  </p>
                  <p className="truncate text-start text-sm text-muted-foreground" dir="ltr">
                    {member.email}
                  </p>
                  <p className="text-xs text-muted-foreground">{t("members.joined", { date: formatDate(member.joined_at, language) })}</p>
                </div>
                <div className="ms-auto flex items-center gap-2">
                  {roles.length > 0 ? (
                    <NativeSelect
                      aria-label={t("members.roleOf", { name })}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => {
                        const role = roles.find((candidate) => candidate === event.target.value);
                        if (role) onRole(member, role);
                      }}
                      className="h-9 w-32"
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {t(`roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Badge variant={member.role === "owner" ? "accent" : "neutral"}>{t(`roles.${member.role}`)}</Badge>
                  )}
                  {canRemove || canTransfer ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={t("members.actionsOf", { name })}>
                          <Ellipsis />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent className="w-60">
                        {canTransfer ? (
                          <DropdownMenuItem onSelect={() => setPending({ kind: "transfer", member })}>
                            <ArrowRightLeft />
                            {t("members.transfer")}
                          </DropdownMenuItem>
                        ) : null}
                        {canTransfer && canRemove ? <DropdownMenuSeparator /> : null}
                        {canRemove ? (
                          <DropdownMenuItem className="text-destructive" onSelect={() => setPending({ kind: "remove", member })}>
                            <UserMinus />
                            {t("members.remove")}
                          </DropdownMenuItem>
                        ) : null}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </CardBody>
      {alone ? null : (
        <CardFooter className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={lastOwner} onClick={() => setPending({ kind: "leave" })}>
            <LogOut className="rtl:-scale-x-100" />
            {t("members.leave")}
          </Button>
          {lastOwner ? <p className="text-sm text-muted-foreground">{t("members.lastOwnerHint")}</p> : null}
        </CardFooter>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={
          pending?.kind === "leave"
            ? t("members.leaveTitle", { workspace: workspace.name })
            : pending?.kind === "transfer"
              ? t("members.transferTitle", { name: nameOf(pending.member) })
              : pending
                ? t("members.removeTitle", { name: nameOf(pending.member) })
                : ""
        }
        description={
          pending?.kind === "leave"
            ? t("members.leaveDescription")
            : pending?.kind === "transfer"
              ? t("members.transferDescription", { name: nameOf(pending.member) })
              : pending
                ? t("members.removeDescription", { name: nameOf(pending.member) })
                : ""
        }
        confirm={
          pending?.kind === "leave"
            ? t("members.leaveConfirm")
            : pending?.kind === "transfer"
              ? t("members.transferConfirm")
              : t("members.removeConfirm")
        }
        pending={remove.isPending || transfer.isPending || leave.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

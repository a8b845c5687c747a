import type { TWorkspace } from "@radar/contract/workspaces";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { firstFieldErrors } from "@/lib/form-errors";
import { useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useRenameWorkspace } from "../api/workspaces";
import { useRefusalToast } from "../utils/use-refusal-toast";

/** The workspace's name and the caller's role; owners and admins rename it. */
export function WorkspaceNameCard({ workspace }: { workspace: TWorkspace }) {
  const { t } = useTranslation("team");
  const tm = useTranslateMessage();
  const rename = useRenameWorkspace();
  const refused = useRefusalToast();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | undefined>();
  const canRename = workspace.role !== "member";
  const changed = name.trim() !== workspace.name && name.trim().length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    rename.mutate(name.trim(), {
      onSuccess: (saved) => {
        setName(saved.name);
        toast.success(t("workspace.saved"));
      },
      onError: (failure) => {
        const field = firstFieldErrors(failure).name;
        if (field) setError(field);
        else refused(failure);
      },
    });
  };

  const role = (
    <Badge variant={workspace.role === "owner" ? "accent" : "neutral"}>
      {t("workspace.yourRole", { role: t(`roles.${workspace.role}`) })}
    </Badge>
  );

  if (!canRename) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t("workspace.title")}</CardTitle>
          <CardDescription>{t("workspace.description")}</CardDescription>
        </CardHeader>
        <CardBody className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold" data-testid="team-workspace-name">
            {workspace.name}
          </p>
          {role}
        </CardBody>
      </Card>
    );
  }

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t("workspace.title")}</CardTitle>
          <CardDescription>{t("workspace.description")}</CardDescription>
        </CardHeader>
        <CardBody className="grid gap-3">
          <Field id="team-workspace-name" label={t("workspace.name")} error={tm(error)}>
            <Input
              {...fieldControlProps("team-workspace-name", error)}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <div>{role}</div>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={!changed || rename.isPending}>
            {rename.isPending ? <Spinner className="text-primary-foreground" /> : null}
            {rename.isPending ? t("workspace.saving") : t("workspace.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { LANGUAGES } from "@radar/contract/constants";
import { INVITABLE_ROLES, type TWorkspace, ZInviteMemberRequestSchema } from "@radar/contract/workspaces";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useInviteMember } from "../api/workspaces";
import { useRefusalToast } from "../utils/use-refusal-toast";
import { workspaceRefusal } from "../utils/workspace-error";

// The web always names the e-mail's language: the inviter chooses it here.
const ZInviteFormSchema = ZInviteMemberRequestSchema.extend({ language: z.enum(LANGUAGES) });
type FormInput = z.input<typeof ZInviteFormSchema>;
type FormOutput = z.output<typeof ZInviteFormSchema>;

/**
 * Invite a colleague (owners and admins): address, role and the e-mail's language, with the plan's
 * seats. When they are all taken the API refuses, and the card says so with the way to a bigger plan.
 */
export function InviteCard({ workspace }: { workspace: TWorkspace }) {
  const { t } = useTranslation("team");
  const tm = useTranslateMessage();
  const language = useLanguage();
  const invite = useInviteMember();
  const refused = useRefusalToast();
  const [seatsRefused, setSeatsRefused] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZInviteFormSchema),
    defaultValues: { email: "", role: "member", language },
  });
  const { errors, isSubmitting } = form.formState;
  const full = seatsRefused || workspace.seats_used >= workspace.seats;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      setSeatsRefused(false);
      form.reset({ email: "", role: values.role, language: values.language });
      toast.success(t("invite.sent", { email: values.email }));
    } catch (error) {
      if (workspaceRefusal(error) === "seatsFull") {
        setSeatsRefused(true);
        return;
      }
      if (applyServerFieldErrors(error, ["email", "role", "language"], form.setError) > 0) return;
      refused(error);
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t("invite.title")}</CardTitle>
          <CardDescription>{t("invite.description")}</CardDescription>
        </CardHeader>
        <CardBody className="grid gap-5">
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium">{t("invite.seatsLabel")}</span>
              <span className="tabular-nums text-muted-foreground" data-testid="team-seats">
                {t("invite.seats", { used: workspace.seats_used, seats: workspace.seats })}
              </span>
            </div>
            <Progress
              value={workspace.seats > 0 ? (workspace.seats_used / workspace.seats) * 100 : 100}
              aria-label={t("invite.seatsLabel")}
            />
          </div>
          {full ? (
            <Alert variant="warning" className="grid gap-2" data-testid="team-seats-full">
              <p className="font-medium">{t("invite.seatsFullTitle")}</p>
              <p>{t("invite.seatsFull", { seats: workspace.seats })}</p>
              <Button asChild size="sm" className="justify-self-start">
                <Link to={paths.subscriptions.path}>{t("invite.upgrade")}</Link>
              </Button>
            </Alert>
          ) : null}
          <Field id="team-invite-email" label={t("invite.email")} error={tm(errors.email?.message)}>
            <Input
              {...form.register("email")}
              {...fieldControlProps("team-invite-email", errors.email?.message)}
              type="email"
              autoComplete="off"
              inputMode="email"
              dir="ltr"
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="team-invite-role" label={t("invite.role")} hint={t(`roleHints.${form.watch("role") ?? "member"}`)}>
              <NativeSelect {...form.register("role")} id="team-invite-role">
                {INVITABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="team-invite-language" label={t("invite.language")} hint={t("invite.languageHint")}>
              <NativeSelect {...form.register("language")} id="team-invite-language">
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`invite.languages.${code}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
            {isSubmitting ? t("invite.sending") : t("invite.submit")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

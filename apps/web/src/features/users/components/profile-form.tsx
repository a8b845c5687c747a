import { zodResolver } from "@hookform/resolvers/zod";
import { type TUserProfile, ZUpdateProfileRequestSchema } from "@radar/contract/users";
import { BadgeCheck, CircleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { translateMessage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/update-profile";

const EDITABLE_FIELDS = ["first_name", "last_name", "username"] as const;

export function ProfileForm({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation("settings");
  const tm = useTranslateMessage();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZUpdateProfileRequestSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name, username: profile.username },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      // The saved values become the new baseline, so Save is disabled again until the next edit.
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, username: saved.username });
      toast.success(t("profile.updated"));
    } catch (error) {
      if (applyServerFieldErrors(error, EDITABLE_FIELDS, form.setError) > 0) {
        toast.error(t("profile.fixErrors"));
        return;
      }
      toast.error(t("profile.updateFailed"), {
        description: error instanceof Error ? translateMessage(error.message) : undefined,
      });
    }
  });

  const control = (name: (typeof EDITABLE_FIELDS)[number]) => fieldControlProps(`profile-${name}`, errors[name]?.message);

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t("profile.title")}</CardTitle>
          <CardDescription>{t("profile.description")}</CardDescription>
        </CardHeader>
        <CardBody className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="profile-first_name" label={t("profile.firstName")} error={tm(errors.first_name?.message)}>
              <Input {...form.register("first_name")} {...control("first_name")} autoComplete="given-name" />
            </Field>
            <Field id="profile-last_name" label={t("profile.lastName")} error={tm(errors.last_name?.message)}>
              <Input {...form.register("last_name")} {...control("last_name")} autoComplete="family-name" />
            </Field>
          </div>
          <Field id="profile-username" label={t("profile.username")} error={tm(errors.username?.message)}>
            <Input {...form.register("username")} {...control("username")} autoComplete="username" dir="ltr" />
          </Field>
          <Field
            id="profile-email"
            label={t("profile.email")}
            hint={t("profile.emailHint")}
            action={
              profile.is_email_verified ? (
                <Badge variant="success">
                  <BadgeCheck />
                  {t("profile.verified")}
                </Badge>
              ) : (
                <Badge variant="warning">
                  <CircleAlert />
                  {t("profile.notVerified")}
                </Badge>
              )
            }
          >
            <Input id="profile-email" value={profile.email} readOnly disabled dir="ltr" />
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? <Spinner className="text-primary-foreground" /> : null}
            {isSubmitting ? t("profile.saving") : t("profile.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

import { Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { paths } from "@/config/paths";

/**
 * Shown on /profiles/new instead of the wizard when the plan has no free profile slot: the user
 * learns it before the first step, not after the fifth, and sees the two ways out.
 */
export function ProfileSlotsFull({ max }: { max: number }) {
  const { t } = useTranslation("profiles");
  return (
    <Card className="mx-auto w-full max-w-2xl" data-testid="profile-slots-full">
      <CardBody className="grid justify-items-start gap-4 py-8">
        <span className="grid size-10 place-items-center rounded-xl bg-warning-soft text-warning-soft-foreground">
          <Layers className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h1 className="text-lg font-semibold tracking-tight">{t("slots.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("slots.full", { count: max, max })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.subscriptions.path}>{t("slots.upgrade")}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.profiles.path}>{t("slots.manage")}</Link>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

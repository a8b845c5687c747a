import { ChevronDown, Plus, UserRound, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { useActiveProfile } from "../hooks/use-active-profile";
import { profileInitials } from "../utils/profile-initials";
import { PlatformIcon } from "./platform-icon";

/**
 * The top bar's active profile (SPEC §2, §4): the first profile is chosen automatically, the choice
 * survives reloads, and deleting it hands the role to the next one. Without profiles it invites
 * adding one.
 */
export function ActiveProfileChip() {
  const { t } = useTranslation("profiles");
  const navigate = useNavigate();
  const { profiles, active, select } = useActiveProfile();

  if (!active) {
    return (
      <Link
        to={paths.newProfile.path}
        className="flex h-9 items-center gap-2 rounded-lg border border-dashed px-2.5 text-sm text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground"
        aria-label={`${t("chip.label")}: ${t("chip.none")}`}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t("chip.none")}</span>
      </Link>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex h-9 max-w-44 items-center gap-2 rounded-lg border bg-background px-1.5 text-sm transition-colors hover:bg-muted data-[state=open]:bg-muted sm:pe-2"
        aria-label={`${t("chip.label")}: @${active.username}`}
      >
        <Avatar src={active.photoUrl} alt="" fallback={profileInitials(active.name)} className="size-6 text-[10px]" />
        <span className="hidden min-w-0 truncate font-medium sm:inline" dir="ltr">
          @{active.username}
        </span>
        <ChevronDown className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{t("chip.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={String(active.id)} onValueChange={(value) => select(Number(value))}>
          {profiles.map((profile) => (
            <DropdownMenuRadioItem key={profile.id} value={String(profile.id)}>
              <PlatformIcon platform={profile.platform} />
              <span className="min-w-0 truncate" dir="ltr">
                @{profile.username}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.profiles.path)}>
          <Users />
          {t("chip.manage")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.newProfile.path)}>
          <Plus />
          {t("chip.add")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Building2, ChevronDown, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
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
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useSwitchWorkspace, useWorkspaces } from "../api/workspaces";

/**
 * A page of one item (/lists/5, /profiles/3/reports) names something of the workspace being left:
 * after a switch the user lands on the dashboard instead of on a "not found".
 */
function staysAfterSwitch(pathname: string): boolean {
  return pathname.split("/").filter(Boolean).length <= 1;
}

type Placement = "bar" | "drawer";

/**
 * The top bar's workspace: the current one's name, and a menu to switch when the user belongs to
 * more than one. A switch changes the server's current workspace and drops every cached answer, so
 * the lists, profiles and credits on screen are the new workspace's. The top bar has room for it
 * from 768 px (an icon; the name from 1024 px); below, it sits at the top of the navigation drawer.
 */
export function WorkspaceSwitcher({ placement = "bar", onSwitched }: { placement?: Placement; onSwitched?: () => void }) {
  const { t } = useTranslation("team");
  const navigate = useNavigate();
  const location = useLocation();
  const workspaces = useWorkspaces();
  const change = useSwitchWorkspace();
  const list = workspaces.data?.workspaces ?? [];
  const current = list.find((workspace) => workspace.current);
  if (!current) return null;
  const frame = (node: ReactNode) => (placement === "drawer" ? <div className="border-b px-3 py-3">{node}</div> : node);

  if (list.length === 1) {
    return frame(
      <div
        className={cn(
          "h-9 min-w-0 items-center gap-2 rounded-lg px-2 text-sm text-muted-foreground",
          placement === "bar" ? "hidden max-w-48 lg:flex" : "flex",
        )}
        title={t("switcher.current", { name: current.name })}
        data-testid="workspace-name"
      >
        <Building2 className="size-4 shrink-0" aria-hidden />
        <span className="sr-only">{t("switcher.label")}: </span>
        <span className="min-w-0 truncate font-medium text-foreground">{current.name}</span>
      </div>,
    );
  }

  const onSwitch = (id: string) => {
    if (id === current.id || change.isPending) return;
    const target = list.find((workspace) => workspace.id === id);
    change.mutate(id, {
      onSuccess: () => {
        onSwitched?.();
        toast.success(t("switcher.switched", { name: target?.name ?? "" }));
        if (!staysAfterSwitch(location.pathname)) void navigate(paths.dashboard.path);
      },
      onError: () => toast.error(t("switcher.failed")),
    });
  };

  return frame(
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "h-9 min-w-0 items-center gap-2 rounded-lg border bg-background px-2 text-sm transition-colors hover:bg-muted data-[state=open]:bg-muted",
          placement === "bar" ? "hidden max-w-52 md:flex" : "flex w-full",
        )}
        aria-label={t("switcher.current", { name: current.name })}
        data-testid="workspace-switcher"
      >
        <Building2 className="size-4 shrink-0 text-primary" aria-hidden />
        <span className={cn("min-w-0 truncate text-start font-medium", placement === "bar" ? "hidden lg:inline" : "flex-1")}>
          {current.name}
        </span>
        <ChevronDown className={cn("size-4 shrink-0 text-muted-foreground", placement === "bar" ? "hidden lg:block" : "")} aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72" align={placement === "bar" ? "end" : "start"}>
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{t("switcher.heading")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.id} onValueChange={onSwitch}>
          {list.map((workspace) => (
            <DropdownMenuRadioItem key={workspace.id} value={workspace.id} disabled={change.isPending}>
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{workspace.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t("switcher.members", { role: t(`roles.${workspace.role}`), count: workspace.members })}
                </span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(`${paths.settings.path}#team`)}>
          <Settings />
          {t("switcher.manage")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>,
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Brand } from "@/components/layouts/brand";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth-storage";
import { cn } from "@/lib/cn";
import { NAV_ITEMS } from "./nav-items";

/** The navigation list, shared by the fixed desktop sidebar and the mobile drawer. */
export function SideNav({ onNavigate, top }: { onNavigate?: () => void; top?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = user?.app_metadata.role === "admin";
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b px-5">
        <Link to={paths.dashboard.path} onClick={onNavigate} className="rounded-lg">
          <Brand />
        </Link>
      </div>
      {top}
      <nav aria-label={t("nav.mainNavigation")} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-0.5">
          {items.map(({ route, label, icon: Icon }) => (
            <li key={route}>
              <NavLink
                to={paths[route].path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                    isActive ? "bg-primary-soft text-primary-soft-foreground" : "text-zinc-600 hover:bg-muted hover:text-foreground",
                  )
                }
              >
                <Icon className="size-4 shrink-0 opacity-80" aria-hidden />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

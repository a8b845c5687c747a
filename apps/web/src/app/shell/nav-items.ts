import {
  CalendarDays,
  CreditCard,
  FileText,
  Inbox,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Search,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { RouteKey } from "@/config/paths";

export type NavItem = { route: RouteKey; label: string; icon: LucideIcon; adminOnly?: boolean };

/** The side navigation of SPEC §2, in its order; labels are keys of the common namespace. */
export const NAV_ITEMS: readonly NavItem[] = [
  { route: "dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { route: "profiles", label: "nav.profiles", icon: Users },
  { route: "reports", label: "nav.reports", icon: FileText },
  { route: "requests", label: "nav.requests", icon: Inbox },
  { route: "search", label: "nav.search", icon: Search },
  { route: "lists", label: "nav.lists", icon: ListChecks },
  { route: "subscriptions", label: "nav.subscriptions", icon: CreditCard },
  { route: "bookMeeting", label: "nav.bookMeeting", icon: CalendarDays },
  { route: "settings", label: "nav.settings", icon: Settings },
  { route: "admin", label: "nav.admin", icon: ShieldCheck, adminOnly: true },
];

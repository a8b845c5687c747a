import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { getStoredUser, useCurrentUser } from "@/lib/auth-storage";
import { toast } from "@/lib/toast";

/**
 * Login and signup pages: a visitor who arrives already logged in goes to the dashboard (SPEC §2).
 * Only the state at arrival counts — after logging in on this page the login flow itself decides
 * between /dashboard and /subscriptions.
 */
export function GuestOnly() {
  const [arrivedLoggedIn] = useState(() => getStoredUser() !== null);
  if (arrivedLoggedIn) return <Navigate to={paths.dashboard.path} replace />;
  return <Outlet />;
}

/** Unauthenticated visitors go to / (SPEC §2); a logout or a failed refresh lands here too. */
export function RequireAuth() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.home.path} replace />;
  return <Outlet />;
}

/**
 * Pages marked * in SPEC §2. The 404 'No active subscription found' (here: no active subscription)
 * sends the user to /subscriptions; a failed check lets the page open rather than locking a paying
 * user out because of a network blip.
 */
export function RequireSubscription() {
  const subscription = useCurrentSubscription();
  if (subscription.isPending) return <FullPageSpinner />;
  if (subscription.isSuccess && !subscription.data?.is_active) return <Navigate to={paths.subscriptions.path} replace />;
  return <Outlet />;
}

export function RequireAdmin() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = user?.app_metadata.role === "admin";

  useEffect(() => {
    if (isAdmin) return;
    // A fixed id: StrictMode runs effects twice in development, and one denial needs one toast.
    toast.error(t("toasts.accessDeniedTitle"), { id: "admin-denied", description: t("toasts.accessDeniedDescription") });
  }, [isAdmin, t]);

  if (!isAdmin) return <Navigate to={paths.dashboard.path} replace />;
  return <Outlet />;
}

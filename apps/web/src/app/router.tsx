import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths, type RouteGuard, type RouteKey } from "@/config/paths";
import { getStoredUser } from "@/lib/auth-storage";
import { loadAllNamespaces } from "@/lib/i18n";
import { GuestOnly, RequireAdmin, RequireAuth, RequireSubscription } from "./guards";
import { RootLayout } from "./root-layout";

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * Loads a page's module on first visit and picks its named export. Every page but sign-in also
 * waits for the rest of the language's texts (the entry loads only what sign-in needs), so no page
 * renders a raw key while its namespace is on the way.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return async () => {
    // A signed-in visitor will see the frame around the page: fetch both at once.
    if (getStoredUser() !== null) void loadAppShell().catch(() => undefined);
    const [module] = await Promise.all([load(), loadAllNamespaces()]);
    return { Component: pick(module) };
  };
}

/** Sign-in (`/` and `/login`) renders with the texts the entry loaded. */
function signInPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return async () => ({ Component: pick(await load()) });
}

/**
 * The signed-in frame (menus, navigation, profile switcher) is code a visitor of /login never needs.
 * A component, not a route `lazy`: RequireAuth above it decides first, so a signed-out visitor of a
 * private address is sent to sign-in without downloading the frame. For a signed-in visitor every
 * page loader starts its download too ({@link page}), so frame and page arrive together.
 */
const loadAppShell = () => import("./shell/app-shell");
const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));

function LazyAppShell() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppShell />
    </Suspense>
  );
}

// Every key of `paths` must have a page: the Record type makes a forgotten route a compile error.
const pages: Record<RouteKey, LazyPage> = {
  home: signInPage(
    () => import("./routes/login"),
    (m) => m.LoginPage,
  ),
  login: signInPage(
    () => import("./routes/login"),
    (m) => m.LoginPage,
  ),
  signup: page(
    () => import("./routes/signup"),
    (m) => m.SignupPage,
  ),
  emailConfirmationPending: page(
    () => import("./routes/email-confirmation-pending"),
    (m) => m.EmailConfirmationPendingPage,
  ),
  emailConfirmation: page(
    () => import("./routes/email-confirmation"),
    (m) => m.EmailConfirmationPage,
  ),
  verifyEmail: page(
    () => import("./routes/verify-email"),
    (m) => m.VerifyEmailPage,
  ),
  resetPassword: page(
    () => import("./routes/reset-password"),
    (m) => m.ResetPasswordPage,
  ),
  termsConditions: page(
    () => import("./routes/terms-conditions"),
    (m) => m.TermsConditionsPage,
  ),
  paymentResultCallback: page(
    () => import("./routes/payment-result"),
    (m) => m.PaymentCallbackPage,
  ),
  dashboard: page(
    () => import("./routes/dashboard"),
    (m) => m.DashboardPage,
  ),
  profiles: page(
    () => import("./routes/profiles"),
    (m) => m.ProfilesPage,
  ),
  newProfile: page(
    () => import("./routes/new-profile"),
    (m) => m.NewProfilePage,
  ),
  profileReports: page(
    () => import("./routes/profile-reports"),
    (m) => m.ProfileReportsPage,
  ),
  search: page(
    () => import("./routes/search"),
    (m) => m.SearchPage,
  ),
  profileSearch: page(
    () => import("./routes/search"),
    (m) => m.SearchPage,
  ),
  lists: page(
    () => import("./routes/lists"),
    (m) => m.ListsPage,
  ),
  listDetail: page(
    () => import("./routes/list-detail"),
    (m) => m.ListDetailPage,
  ),
  sharedList: page(
    () => import("./routes/shared-list"),
    (m) => m.SharedListPage,
  ),
  invitation: page(
    () => import("./routes/invitation"),
    (m) => m.InvitationPage,
  ),
  reports: page(
    () => import("./routes/reports"),
    (m) => m.ReportsPage,
  ),
  requests: page(
    () => import("./routes/requests"),
    (m) => m.RequestsPage,
  ),
  bookMeeting: page(
    () => import("./routes/book-meeting"),
    (m) => m.BookMeetingPage,
  ),
  admin: page(
    () => import("./routes/admin"),
    (m) => m.AdminPage,
  ),
  settings: page(
    () => import("./routes/settings"),
    (m) => m.SettingsPage,
  ),
  subscriptions: page(
    () => import("./routes/subscriptions"),
    (m) => m.SubscriptionsPage,
  ),
  paymentResult: page(
    () => import("./routes/payment-result"),
    (m) => m.PaymentResultPage,
  ),
};

function routesWith(guard: RouteGuard): RouteObject[] {
  return (Object.keys(paths) as RouteKey[])
    .filter((key) => paths[key].guard === guard)
    .map((key) => ({ path: paths[key].path, lazy: pages[key] }));
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    children: [
      { Component: GuestOnly, children: routesWith("guest") },
      ...routesWith("public"),
      {
        Component: RequireAuth,
        children: [
          {
            Component: LazyAppShell,
            children: [
              ...routesWith("auth"),
              { Component: RequireSubscription, children: routesWith("subscription") },
              {
                Component: RequireAdmin,
                children: [{ Component: RequireSubscription, children: routesWith("admin") }],
              },
            ],
          },
        ],
      },
      {
        path: "*",
        lazy: page(
          () => import("./routes/not-found"),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

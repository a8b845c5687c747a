/**
 * Every route of SPEC §2, declared once with the guard that protects it:
 * - public: anyone;
 * - guest: anyone, but a visitor who arrives already logged in goes to the dashboard;
 * - auth: logged in;
 * - subscription: logged in with an active subscription (the routes the spec marks *);
 * - admin: logged in, admin role, and an active subscription (/admin is marked * too).
 */
export type RouteGuard = "public" | "guest" | "auth" | "subscription" | "admin";

type RouteDefinition = { path: string; guard: RouteGuard };

export const paths = {
  home: { path: "/", guard: "guest" },
  login: { path: "/login", guard: "guest" },
  signup: { path: "/signup", guard: "guest" },
  emailConfirmationPending: { path: "/email-confirmation-pending", guard: "public" },
  emailConfirmation: { path: "/email-confirmation", guard: "public" },
  verifyEmail: { path: "/verify-email", guard: "public" },
  resetPassword: { path: "/reset-password", guard: "public" },
  termsConditions: { path: "/terms-conditions", guard: "public" },
  paymentResultCallback: { path: "/payment/result", guard: "public" },
  sharedList: { path: "/shared/lists/:token", guard: "public" },
  invitation: { path: "/invitations/:token", guard: "public" },

  dashboard: { path: "/dashboard", guard: "subscription" },
  profiles: { path: "/profiles", guard: "subscription" },
  newProfile: { path: "/profiles/new", guard: "subscription" },
  profileReports: { path: "/profiles/:profileId/reports", guard: "subscription" },
  search: { path: "/search", guard: "subscription" },
  profileSearch: { path: "/:profileId/search", guard: "subscription" },
  lists: { path: "/lists", guard: "subscription" },
  listDetail: { path: "/lists/:listId", guard: "subscription" },
  reports: { path: "/reports", guard: "subscription" },
  requests: { path: "/requests", guard: "subscription" },
  bookMeeting: { path: "/book-meeting", guard: "subscription" },
  admin: { path: "/admin", guard: "admin" },
  settings: { path: "/settings", guard: "auth" },
  subscriptions: { path: "/subscriptions", guard: "auth" },
  paymentResult: { path: "/payment-result", guard: "auth" },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof paths;

/** Fills `:param` segments, e.g. `hrefTo("profileReports", { profileId: 7 })` → `/profiles/7/reports`. */
export function hrefTo(key: RouteKey, params: Record<string, string | number> = {}): string {
  return paths[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

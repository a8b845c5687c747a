/** What other features may use of admin: the server-side admin check of admin-only routes. */
export { requireAdmin } from "./require-admin.ts";

/**
 * One-line summaries of the API's operations, keyed by "METHOD /path/" as the OpenAPI document
 * writes the path. Kept here rather than in each route so that the whole API reads as one list in
 * one voice; a route that sets its own `summary` keeps it (openapi-contract.ts). An operation
 * missing here falls back to its description's first sentence, and the contract test fails on a
 * key that names no operation, so a renamed route cannot leave a stale line behind.
 */
export const OPERATION_SUMMARIES: Readonly<Record<string, string>> = {
  "GET /api/health": "Check that the API and its database answer",
  "GET /api/config/": "Read the public configuration for the web app",

  "POST /api/auth/register/": "Register an account and send its verification e-mail",
  "POST /api/auth/resend-verification/": "Send the verification e-mail again",
  "GET /api/auth/verify-email/": "Verify an e-mail address with the link's token",
  "POST /api/auth/password-reset/": "Send a password reset link",
  "POST /api/auth/password-reset/confirm/": "Set a new password with a reset link",
  "POST /api/auth/password/change/": "Change the signed-in user's password",
  "POST /api/auth/token/": "Sign in with e-mail and password",
  "POST /api/auth/token/refresh/": "Exchange a refresh token for new tokens",
  "POST /api/auth/logout/": "Sign out and revoke the session",
  "POST /api/auth/google/": "Sign in with Google",

  "GET /api/user/profile/": "Read the signed-in user's profile",
  "PUT /api/user/profile/update/": "Update the signed-in user's profile",
  "PUT /api/user/language/": "Set the user's language",
  "POST /api/user/avatar/upload/": "Upload the user's avatar",

  "GET /api/subscriptions/plans/": "List the plans",
  "GET /api/subscriptions/current/": "Read the user's current subscription and credits",
  "GET /api/subscriptions/": "List the user's subscriptions",
  "POST /api/subscriptions/": "Choose a plan (pending until paid)",
  "PATCH /api/subscriptions/{id}/": "Confirm a plan change",
  "POST /api/subscriptions/{id}/cancel/": "Cancel a subscription",
  "POST /api/subscriptions/{id}/withdraw_plan_change/": "Withdraw a requested plan change",

  "POST /api/payments/prepare_checkout/": "Create a checkout at the payment gateway",
  "GET /api/payments/payment_status/": "Read a checkout's payment status and finalise it",
  "POST /api/payments/webhook/": "Receive the payment gateway's notifications",

  "POST /api/search/": "Search the influencer index",
  "GET /api/search/locations/": "Look up countries and cities for the location filter",
  "GET /api/search/categories/": "List the influencer categories",
  "POST /api/search/export/": "Export search results as CSV or XLSX",
  "GET /api/saved-searches/": "List the user's saved searches",
  "POST /api/saved-searches/": "Save a search",
  "DELETE /api/saved-searches/{id}/": "Delete a saved search",

  "GET /api/social_profiles/": "List the user's own social profiles",
  "POST /api/social_profiles/add/": "Add a social profile",
  "POST /api/social_profiles/preview/": "Preview the account behind a profile link",
  "DELETE /api/social_profiles/remove/{id}/": "Remove a social profile",
  "GET /api/social_profiles/{id}/targeting/": "Read a profile's targeting to pre-fill a search",

  "GET /api/campaign-requests/": "List the user's campaign requests",
  "POST /api/campaign-requests/": "Create a campaign request",
  "GET /api/campaign-requests/{id}/": "Read a campaign request",
  "PUT /api/campaign-requests/{id}/": "Update a campaign request",
  "DELETE /api/campaign-requests/{id}/": "Delete a pending campaign request",
  "GET /api/comparison-requests/": "List the user's comparison requests",
  "POST /api/comparison-requests/": "Create a comparison request",
  "GET /api/comparison-requests/{id}/": "Read a comparison request",
  "PUT /api/comparison-requests/{id}/": "Update a comparison request",
  "DELETE /api/comparison-requests/{id}/": "Delete a pending comparison request",

  "GET /api/reports/": "List the user's reports",
  "GET /api/reports/templates/": "List the report templates",
  "GET /api/reports/profile/{id}/": "List the reports of one of the user's profiles",
  "GET /api/reports/download/{id}/": "Download a report's file",
  "POST /api/reports/generate/": "Order a report",
  "GET /api/reports/{id}/": "Read a report's status",

  "GET /api/meetings/available-slots/": "List a day's free consultation slots",
  "POST /api/meetings/create/": "Book a consultation",
  "GET /api/meetings/": "List the user's consultations",
  "POST /api/meetings/{id}/cancel/": "Cancel a consultation",

  "GET /api/admin/tables/{resource}/": "Query an admin table (bookings or profiles)",
  "PUT /api/admin/tables/bookings/{id}/": "Confirm, cancel or annotate a booking",
  "DELETE /api/admin/tables/bookings/{id}/": "Delete a booking",
  "PUT /api/admin/tables/profiles/{id}/": "Set a user's credits",
  "GET /api/admin/bookings/{id}/messages/": "List the e-mails sent about a booking",
  "POST /api/admin/bookings/{id}/messages/": "E-mail a booking's customer",
  "GET /api/admin/sources/": "List the data sources and their state",
  "POST /api/admin/sources/{id}/test/": "Test a data source's connection",
  "GET /api/admin/sources/imports/": "List the latest vendor imports",
  "POST /api/admin/sources/imports/": "Start a vendor import",
  "POST /api/admin/sources/imports/{id}/resume/": "Resume a failed vendor import",

  "POST /api/contact-messages/": "Send a contact request to the team",
  "GET /api/admin/contact-messages/": "List contact requests",
  "PATCH /api/admin/contact-messages/{id}/": "Mark a contact request handled",

  "GET /api/lists/": "List the user's lists",
  "POST /api/lists/": "Create a list",
  "GET /api/lists/{id}/": "Read a list with its members",
  "PATCH /api/lists/{id}/": "Rename a list",
  "DELETE /api/lists/{id}/": "Delete a list",
  "POST /api/lists/{id}/members/": "Add influencers to a list",
  "PATCH /api/lists/{id}/members/{influencer_id}/": "Update a list member",
  "DELETE /api/lists/{id}/members/{influencer_id}/": "Remove a member from a list",
  "GET /api/lists/{id}/export/": "Export a list as CSV or XLSX",
  "POST /api/lists/{id}/share/": "Share a list by link",
  "DELETE /api/lists/{id}/share/": "Stop sharing a list",
  "GET /api/shared/lists/{token}/": "Read a shared list without signing in",

  "POST /api/events/ticket/": "Get a short-lived ticket to open the event stream",
  "GET /api/events/": "Stream the user's events (server-sent events)",
  "GET /api/dev/outbox": "Read the development mail outbox",
};

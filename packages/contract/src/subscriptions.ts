/** The detail of the 404 from GET /api/subscriptions/current/ when the user has no subscription. */
export const NO_ACTIVE_SUBSCRIPTION = "No active subscription found";

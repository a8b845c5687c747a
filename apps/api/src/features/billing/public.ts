/**
 * What other features, the tools and the shared tests may use of billing. The current subscription and
 * its plan's costs are core's (core/subscriptions/current-subscription.ts): several features read them.
 */

// A paid subscription: what a successful payment does (also the demo accounts and test factories).
export { type Activation, activateSubscription } from "./activation.ts";
// Where the built-in payment sandbox is mounted (app.ts registers it there).
export { SANDBOX_PREFIX } from "./hyperpay/gateway-settings.ts";
// A plan's display label ("Growth (monthly)"), as the admin tables show it.
export { planLabel } from "./plans.ts";

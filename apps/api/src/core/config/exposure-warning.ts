import { isIP } from "node:net";
import type { AppConfig } from "./config.ts";

/** Whether only this machine can reach an address the server listens on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/**
 * Outside production the server carries conveniences that are holes on a network: a public outbox
 * of every e-mail (verification links included), demo accounts whose password is in the README, and
 * a payment sandbox that activates subscriptions for free. They are only safe on loopback, which
 * is the default; a HOST beyond it gets this warning, naming each one that is on.
 */
export function developmentExposureWarning(config: AppConfig): string | null {
  if (config.isProduction || isLoopbackHost(config.HOST)) return null;
  const exposed = [
    config.devFeatures ? "the dev outbox GET /api/dev/outbox lists every e-mail sent, sign-up and verification links included" : null,
    config.SEED_DEMO ? "the demo admin admin@radar.local signs in with the published DEMO_PASSWORD" : null,
    config.PAYMENT_SANDBOX ? "payments go to the built-in sandbox gateway, so subscriptions are free" : null,
  ].filter((line): line is string => line !== null);
  if (exposed.length === 0) return null;
  return (
    `NODE_ENV=${config.NODE_ENV} is listening on ${config.HOST}, beyond this machine: ${exposed.join("; ")}. ` +
    "Set NODE_ENV=production for a real deployment, or leave HOST unset to listen on loopback only."
  );
}

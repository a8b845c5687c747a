import type { AppConfig } from "../../../core/config/config.ts";

/** Where and how the server talks to the card gateway, derived once from the configuration. */
export interface GatewaySettings {
  kind: "sandbox" | "hyperpay";
  /** Base of the server-to-server calls (`POST /v1/checkouts`, `GET /v1/checkouts/{id}/payment`). */
  apiBaseUrl: string;
  /** Base the shopper's browser loads `paymentWidgets.js` from. */
  widgetBaseUrl: string;
  entityId: string;
  accessToken: string;
  /** Space-separated brands for the widget form's data-brands, e.g. "VISA MASTER". */
  brands: string;
  /** Adds `testMode=EXTERNAL|INTERNAL` on HyperPay's test host. */
  testMode?: "EXTERNAL" | "INTERNAL";
}

export const SANDBOX_PREFIX = "/sandbox/hyperpay";

/**
 * PAYMENT_BASE_URL set: the real platform (or whatever speaks its protocol there). Otherwise the
 * built-in sandbox of this very process: the server reaches it over loopback HTTP — the same client
 * code as production — while the browser loads the widget from PUBLIC_URL. Null: payments are off.
 */
export function gatewaySettings(config: AppConfig): GatewaySettings | null {
  const { PAYMENT_ENTITY_ID: entityId, PAYMENT_ACCESS_TOKEN: accessToken, PAYMENT_BRANDS: brands } = config;
  if (!entityId || !accessToken) return null;
  if (config.PAYMENT_BASE_URL) {
    const base = config.PAYMENT_BASE_URL.replace(/\/+$/, "");
    const kind = config.PAYMENT_SANDBOX && base.endsWith(SANDBOX_PREFIX) ? "sandbox" : "hyperpay";
    return { kind, apiBaseUrl: base, widgetBaseUrl: base, entityId, accessToken, brands, testMode: config.PAYMENT_TEST_MODE };
  }
  if (!config.PAYMENT_SANDBOX) return null;
  return {
    kind: "sandbox",
    apiBaseUrl: `http://${loopbackHost(config.HOST)}:${config.PORT}${SANDBOX_PREFIX}`,
    widgetBaseUrl: `${config.PUBLIC_URL}${SANDBOX_PREFIX}`,
    entityId,
    accessToken,
    brands,
  };
}

/** The address this process can reach itself on: a wildcard listen address means loopback. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

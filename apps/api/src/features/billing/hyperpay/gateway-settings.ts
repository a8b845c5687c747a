import { PAYMENT_METHODS, type TPaymentMethod, type TPaymentMethodOption } from "@radar/contract/billing";
import type { AppConfig } from "../../../core/config/config.ts";

/** Where and how the server talks to the card gateway, derived once from the configuration. */
export interface GatewaySettings {
  kind: "sandbox" | "hyperpay";
  /** Base of the server-to-server calls (`POST /v1/checkouts`, `GET /v1/checkouts/{id}/payment`). */
  apiBaseUrl: string;
  /** Base the shopper's browser loads `paymentWidgets.js` from. */
  widgetBaseUrl: string;
  /** The card entity: VISA and MASTER (and Apple Pay unless it has its own). */
  entityId: string;
  /** mada's own entity; undefined: mada is not offered. */
  madaEntityId?: string;
  applePayEntityId: string;
  accessToken: string;
  /** Space-separated brands offered, in order, e.g. "MADA VISA MASTER APPLEPAY". */
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
  const { PAYMENT_ENTITY_ID: entityId, PAYMENT_ACCESS_TOKEN: accessToken } = config;
  if (!entityId || !accessToken) return null;
  const entities = {
    entityId,
    ...(config.PAYMENT_ENTITY_ID_MADA ? { madaEntityId: config.PAYMENT_ENTITY_ID_MADA } : {}),
    applePayEntityId: config.PAYMENT_ENTITY_ID_APPLEPAY ?? entityId,
    accessToken,
    // Without a mada entity mada cannot be taken, whatever PAYMENT_BRANDS says.
    brands: config.PAYMENT_BRANDS.split(" ")
      .filter((brand) => brand !== "MADA" || config.PAYMENT_ENTITY_ID_MADA)
      .join(" "),
  };
  if (config.PAYMENT_BASE_URL) {
    const base = config.PAYMENT_BASE_URL.replace(/\/+$/, "");
    const kind = config.PAYMENT_SANDBOX && base.endsWith(SANDBOX_PREFIX) ? "sandbox" : "hyperpay";
    return { kind, apiBaseUrl: base, widgetBaseUrl: base, ...entities, testMode: config.PAYMENT_TEST_MODE };
  }
  if (!config.PAYMENT_SANDBOX) return null;
  return {
    kind: "sandbox",
    apiBaseUrl: `http://${loopbackHost(config.HOST)}:${config.PORT}${SANDBOX_PREFIX}`,
    widgetBaseUrl: `${config.PUBLIC_URL}${SANDBOX_PREFIX}`,
    ...entities,
  };
}

const CARD_BRANDS: readonly TPaymentMethod[] = ["VISA", "MASTER"];

/**
 * The ways to pay, in the order PAYMENT_BRANDS lists them: mada and Apple Pay each on their own
 * checkout, VISA and MASTER together on one card checkout (its form tells them apart by number).
 */
export function paymentMethods(settings: GatewaySettings): TPaymentMethodOption[] {
  const brands = settings.brands.split(" ").filter((brand): brand is TPaymentMethod => isPaymentMethod(brand));
  const cardBrands = brands.filter((brand) => CARD_BRANDS.includes(brand));
  const methods: TPaymentMethodOption[] = [];
  for (const brand of brands) {
    if (!CARD_BRANDS.includes(brand)) methods.push({ payment_method: brand, brands: [brand] });
    else if (brand === cardBrands[0]) methods.push({ payment_method: brand, brands: cardBrands });
  }
  return methods;
}

/** The method a prepare_checkout asks for, if this server offers it: the entity and the widget's brands. */
export function checkoutMethod(
  settings: GatewaySettings,
  asked: TPaymentMethod,
): { entityId: string; option: TPaymentMethodOption } | null {
  const option = paymentMethods(settings).find((method) => method.brands.includes(asked));
  if (!option) return null;
  if (option.payment_method === "MADA") return settings.madaEntityId ? { entityId: settings.madaEntityId, option } : null;
  if (option.payment_method === "APPLEPAY") return { entityId: settings.applePayEntityId, option };
  return { entityId: settings.entityId, option };
}

/** Every entity id payments may have been prepared on: reconciliation asks each payment at its own. */
export function entityIds(settings: GatewaySettings): string[] {
  return [...new Set([settings.entityId, settings.applePayEntityId, ...(settings.madaEntityId ? [settings.madaEntityId] : [])])];
}

function isPaymentMethod(value: string): value is TPaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The address this process can reach itself on: a wildcard listen address means loopback. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

import type { AppConfig } from "../../../core/config/config.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { gatewaySettings } from "./gateway-settings.ts";
import { HyperPayClient } from "./hyperpay-client.ts";

/** The client for the configured gateway; a 503 in the spec's `{error}` shape when payments are off. */
export function paymentGateway(config: AppConfig): HyperPayClient {
  const settings = gatewaySettings(config);
  if (!settings) throw new AppError(503, "Card payments are not configured on this server.", { shape: "error" });
  return new HyperPayClient(settings);
}

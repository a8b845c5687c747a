import type { Selectable } from "kysely";
import type { SandboxCheckoutsTable } from "../../core/db/schema.ts";

/** The JSON the sandbox answers with, shaped like the platform's (reference/hyperpay.md). */

export type SandboxCheckoutRow = Selectable<SandboxCheckoutsTable>;

const BUILD_NUMBER = "radar-sandbox@2026";

/** The platform's timestamp format: "2026-01-31 12:00:00+0000". */
function timestamp(now = new Date()): string {
  return `${now.toISOString().replace("T", " ").slice(0, 19)}+0000`;
}

export function resultAnswer(code: string, description: string, extra: Record<string, unknown> = {}) {
  return { result: { code, description }, buildNumber: BUILD_NUMBER, timestamp: timestamp(), ...extra };
}

export interface ParameterError {
  name: string;
  value: string | null;
  message: string;
}

export function parameterErrorAnswer(errors: ParameterError[]) {
  return {
    result: { code: "200.300.404", description: "invalid or missing parameter", parameterErrors: errors },
    buildNumber: BUILD_NUMBER,
    timestamp: timestamp(),
  };
}

/** An unknown, expired or already used checkout. */
export function unknownCheckoutAnswer(id: string) {
  return parameterErrorAnswer([{ name: "checkoutId", value: id, message: "checkout not found, expired or already processed" }]);
}

export const UNAUTHENTICATED_ANSWER = { result: { code: "800.900.300", description: "invalid authentication information" } };

function prefixed(parameters: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parameters)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/** `GET /v1/checkouts/{id}/payment` for a processed checkout: approved, declined or pending. */
export function paymentAnswer(row: SandboxCheckoutRow) {
  return {
    id: row.payment_id,
    paymentType: row.payment_type,
    paymentBrand: row.payment_brand,
    amount: row.amount,
    currency: row.currency,
    descriptor: "0000.0000.0000 Influencers Radar sandbox",
    ...(row.merchant_transaction_id ? { merchantTransactionId: row.merchant_transaction_id } : {}),
    result: { code: row.result_code, description: row.result_description },
    card: row.card,
    customer: prefixed(row.parameters, "customer."),
    billing: prefixed(row.parameters, "billing."),
    threeDSecure: { eci: "07" },
    buildNumber: BUILD_NUMBER,
    timestamp: timestamp(row.paid_at ?? new Date()),
    ndc: row.id,
  };
}

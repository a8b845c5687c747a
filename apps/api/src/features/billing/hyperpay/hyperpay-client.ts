import { describeResult, type GatewayPayment, ZCheckoutAnswerSchema, ZGatewayPaymentSchema } from "./gateway-answers.ts";
import type { GatewaySettings } from "./gateway-settings.ts";
import { CHECKOUT_CREATED_CODE } from "./result-codes.ts";

/** The platform's ids are letters, digits, dots, dashes and underscores; paths are built only from such ids. */
export const CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly resultCode?: string,
  ) {
    super(message);
  }
}

export interface CheckoutRequest {
  /** The entity of the chosen method: mada has its own (see gateway-settings.ts checkoutMethod). */
  entityId: string;
  /** Two decimals, e.g. "3000.00". */
  amount: string;
  currency: string;
  merchantTransactionId: string;
  customer: { email: string; givenName: string; surname: string; ip?: string };
  billing: { street1: string; city: string; state: string; country: string; postcode: string };
}

export interface PreparedCheckout {
  id: string;
  /** `sha384-…` of the widget script, for the <script integrity> attribute. */
  integrity: string;
}

/**
 * HyperPay COPYandPAY over HTTP: prepare a checkout, read a payment's status. The same code talks to
 * the real platform and to the built-in sandbox. It always reads the JSON body — the HTTP status of a
 * declined payment is not a reliable signal.
 */
export class HyperPayClient {
  constructor(
    readonly settings: GatewaySettings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 30_000,
  ) {}

  async prepareCheckout(input: CheckoutRequest): Promise<PreparedCheckout> {
    const form = new URLSearchParams({
      entityId: input.entityId,
      amount: input.amount,
      currency: input.currency,
      paymentType: "DB",
      merchantTransactionId: input.merchantTransactionId,
      "customer.email": input.customer.email,
      "customer.givenName": input.customer.givenName,
      "customer.surname": input.customer.surname,
      "billing.street1": input.billing.street1,
      "billing.city": input.billing.city,
      "billing.state": input.billing.state,
      "billing.country": input.billing.country,
      "billing.postcode": input.billing.postcode,
      integrity: "true",
    });
    if (input.customer.ip) form.set("customer.ip", input.customer.ip);
    if (this.settings.testMode) form.set("testMode", this.settings.testMode);
    const answer = ZCheckoutAnswerSchema.safeParse(await this.request("POST", "/v1/checkouts", form));
    if (!answer.success) throw new GatewayError("Unexpected answer from the payment gateway");
    const { result, id, integrity } = answer.data;
    if (result.code !== CHECKOUT_CREATED_CODE || !id) throw new GatewayError(describeResult(result), result.code);
    if (!CHECKOUT_ID_PATTERN.test(id)) throw new GatewayError("The payment gateway returned an invalid checkout id");
    return { id, integrity: integrity ?? "" };
  }

  /** `GET /v1/checkouts/{id}/payment` with the entity id that created the checkout. */
  async paymentStatus(checkoutId: string, entityId: string): Promise<GatewayPayment> {
    if (!CHECKOUT_ID_PATTERN.test(checkoutId)) throw new GatewayError("Invalid checkout id");
    const query = new URLSearchParams({ entityId });
    const answer = ZGatewayPaymentSchema.safeParse(await this.request("GET", `/v1/checkouts/${checkoutId}/payment?${query}`));
    if (!answer.success) throw new GatewayError("Unexpected answer from the payment gateway");
    return answer.data;
  }

  widgetScriptUrl(checkoutId: string): string {
    return `${this.settings.widgetBaseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`;
  }

  private async request(method: "GET" | "POST", path: string, form?: URLSearchParams): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.accessToken}`,
          accept: "application/json",
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`The payment gateway could not be reached (${(error as Error).message})`);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new GatewayError(`The payment gateway answered HTTP ${response.status} without JSON`);
    }
  }
}

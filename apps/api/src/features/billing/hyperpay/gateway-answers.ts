import { z } from "zod";

/** The parts of the platform's JSON answers we read. Unknown keys are dropped, missing ones tolerated. */

const ZResultSchema = z.object({
  code: z.string(),
  description: z.string().default(""),
  parameterErrors: z.array(z.object({ name: z.string(), message: z.string() })).optional(),
});

/** `POST /v1/checkouts` */
export const ZCheckoutAnswerSchema = z.object({
  result: ZResultSchema,
  id: z.string().optional(),
  integrity: z.string().optional(),
});

/** `GET /v1/checkouts/{id}/payment`, and the payload of a PAYMENT webhook. */
export const ZGatewayPaymentSchema = z.object({
  id: z.string().optional(),
  ndc: z.string().optional(),
  paymentType: z.string().optional(),
  paymentBrand: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  merchantTransactionId: z.string().optional(),
  result: ZResultSchema,
  card: z
    .object({
      bin: z.string().optional(),
      last4Digits: z.string().optional(),
      holder: z.string().optional(),
      expiryMonth: z.string().optional(),
      expiryYear: z.string().optional(),
    })
    .optional(),
});
export type GatewayPayment = z.infer<typeof ZGatewayPaymentSchema>;

export type GatewayResult = z.infer<typeof ZResultSchema>;

/** A readable line for logs and the shopper: "invalid or missing parameter (entityId)". */
export function describeResult(result: GatewayResult): string {
  const names = result.parameterErrors?.map((error) => error.name).join(", ");
  const description = result.description || `result ${result.code}`;
  return names ? `${description} (${names})` : description;
}

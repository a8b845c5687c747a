import { sql } from "kysely";
import type { Database } from "../../src/core/db/database.ts";
import { BILLING_DETAILS, payInSandbox, SANDBOX_CARDS } from "../billing-factories.ts";

/** A Growth checkout prepared through the server's API and paid with the sandbox's approved card. */
export async function paidCheckout(url: string, headers: { authorization: string }): Promise<string> {
  const prepared = await fetch(`${url}/api/payments/prepare_checkout/`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ currency: "SAR", payment_method: "VISA", payment_type: "DB", customer_data: BILLING_DETAILS, plan_id: 2 }),
  });
  if (prepared.status !== 200) throw new Error(`prepare_checkout answered ${prepared.status}: ${await prepared.text()}`);
  const checkoutId = ((await prepared.json()) as { checkout_id: string }).checkout_id;
  const paid = await payInSandbox(url, checkoutId, { number: SANDBOX_CARDS.approved });
  if (paid.body.result.code !== "000.100.110") throw new Error(`the sandbox did not approve: ${JSON.stringify(paid.body)}`);
  return checkoutId;
}

export async function statusCheck(url: string, headers: { authorization: string }, checkoutId: string) {
  const response = await fetch(`${url}/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}`, { headers });
  return { status: response.status, body: (await response.json()) as { status?: string; transaction_id?: string | null } };
}

export const paymentStatus = async (db: Database, checkoutId: string) =>
  (await db.selectFrom("payments").select("status").where("checkout_id", "=", checkoutId).executeTakeFirstOrThrow()).status;

/** Makes a checkout old enough for the reconciliation job (ours and the sandbox's record alike). */
export async function ageCheckout(db: Database, checkoutId: string, minutes: number): Promise<void> {
  const created = new Date(Date.now() - minutes * 60_000);
  await sql`UPDATE payments SET created_at = ${created} WHERE checkout_id = ${checkoutId}`.execute(db);
  await sql`UPDATE sandbox_checkouts SET expires_at = ${new Date(created.getTime() + 30 * 60_000)} WHERE id = ${checkoutId}`.execute(db);
}

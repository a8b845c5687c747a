import type { ParameterError } from "./sandbox-answers.ts";

/** The parameters of `POST /v1/checkouts` the sandbox checks, with the platform's error for each. */

const RULES: ReadonlyArray<readonly [name: string, required: boolean, pattern: RegExp]> = [
  ["amount", true, /^(?!0+\.00$)\d{1,10}\.\d{2}$/],
  ["currency", true, /^[A-Z]{3}$/],
  ["paymentType", true, /^(DB|PA)$/],
  ["merchantTransactionId", false, /^[\s\S]{8,255}$/],
  ["customer.email", false, /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ["customer.givenName", false, /^[\s\S]{1,48}$/],
  ["customer.surname", false, /^[\s\S]{1,48}$/],
  ["billing.country", false, /^[A-Z]{2}$/],
  ["billing.postcode", false, /^[\s\S]{1,16}$/],
];

export function checkoutParameterErrors(form: Record<string, string>, entityIds: readonly string[]): ParameterError[] {
  const errors: ParameterError[] = [];
  const invalid = (name: string) => errors.push({ name, value: form[name] ?? null, message: "invalid or missing parameter" });
  if (form.entityId === undefined || !entityIds.includes(form.entityId)) invalid("entityId");
  for (const [name, required, pattern] of RULES) {
    const value = form[name];
    if (value === undefined ? required : !pattern.test(value)) invalid(name);
  }
  return errors;
}

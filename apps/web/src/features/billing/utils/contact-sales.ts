/**
 * SPEC §2: the Custom and Enterprise contact buttons only record the click; no form or message
 * follows yet. Kept in one place so a real contact flow replaces a single function.
 */
export function logContactRequest(source: "custom-plan" | "enterprise"): void {
  console.info("[billing] contact request", { source, at: new Date().toISOString() });
}

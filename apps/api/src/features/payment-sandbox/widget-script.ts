import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The sandbox's paymentWidgets.js, read once. The same bytes are served for every checkout, so the
 * `integrity` returned when a checkout is created always matches what the browser downloads —
 * browsers refuse a script whose SRI hash differs by a single byte.
 */
export const WIDGET_SCRIPT: Buffer = readFileSync(new URL("./widget/payment-widgets.js", import.meta.url));

export const WIDGET_INTEGRITY = `sha384-${createHash("sha384").update(WIDGET_SCRIPT).digest("base64")}`;

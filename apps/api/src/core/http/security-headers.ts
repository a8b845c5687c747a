import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config/config.ts";

/** Google Identity Services' documented hosts (the sign-in button, its iframe and its styles). */
const GOOGLE_SIGN_IN = "https://accounts.google.com/gsi/";
/** HyperPay's hosts: the widget script and its card frames come from the platform's own hosts. */
const HYPERPAY_HOSTS = "https://*.oppwa.com";

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of every response. Scripts only from this server (the built app has no
 * inline script), the payment widget's host and Google sign-in when they are configured; styles
 * may be inline (the payment widget and the UI libraries inject `<style>` elements); images from any
 * https host (influencer avatars come from the data sources' CDNs); nothing may frame the app.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const self = ["'self'"];
  // The payment widget is loaded from PUBLIC_URL (the sandbox) or PAYMENT_BASE_URL (HyperPay), which
  // need not be the origin the page was opened on.
  const payment = [origin(config.PUBLIC_URL)];
  const realGateway = config.PAYMENT_BASE_URL !== undefined;
  if (realGateway) payment.push(origin(config.PAYMENT_BASE_URL as string), HYPERPAY_HOSTS);
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN] : [];
  const directives: Record<string, string[]> = {
    "default-src": self,
    "base-uri": self,
    "object-src": ["'none'"],
    "script-src": [...self, ...payment, ...(google.length ? [`${GOOGLE_SIGN_IN}client`] : [])],
    "script-src-attr": ["'none'"],
    "style-src": [...self, "'unsafe-inline'", ...payment, ...google],
    "img-src": [...self, "https:", "data:", "blob:"],
    "font-src": [...self, "data:"],
    "connect-src": [...self, ...payment, ...google],
    // 3-D Secure challenges are framed from the card issuer's own host, which no list can name.
    "frame-src": [...self, ...payment, ...google, ...(realGateway ? ["https:"] : [])],
    // After the card form the widget posts to the gateway, which may redirect to the issuer (3-D Secure).
    "form-action": [...self, ...payment, ...(realGateway ? ["https:"] : [])],
    "frame-ancestors": ["'none'"],
  };
  if (config.PUBLIC_URL.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/**
 * Security headers on every response (helmet): the CSP above, `X-Frame-Options: DENY`, `nosniff`,
 * `Referrer-Policy`, a cross-origin opener policy that still lets Google's sign-in popup report back,
 * and HSTS only when the public address is https (on http it would be ignored, or worse, remembered
 * by a browser for a later https host of the same name). Swagger UI sends its own policy for /api/docs.
 * API answers are `Cache-Control: no-store` unless their route set a policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.PUBLIC_URL.startsWith("https:");
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), browsing-topics=()");
    // API answers hold tokens and personal data: no cache keeps them unless a route says otherwise.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}

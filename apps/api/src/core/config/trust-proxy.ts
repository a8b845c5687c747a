import { isIP } from "node:net";

/**
 * Which hops in front of the server may say who the client is (`X-Forwarded-For`): none (the
 * socket's address is the client), the nearest N hops, or proxies at these addresses. Trusting
 * every hop (Fastify's `trustProxy: true`) lets any client pick its own address — and with it its
 * own per-IP rate limit — by sending the header, so it is not offered.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY: unset / "false" / "0" → off; "N" → N hops; "a, b/24, loopback" → those proxies. A string result is the error. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | string {
  const text = raw?.trim().toLowerCase() ?? "";
  if (text === "" || text === "false" || text === "off" || text === "0") return { value: false };
  if (text === "true") {
    return "trusting every hop lets any client choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses";
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : "a hop count must be between 0 and 10";
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined || entries.length === 0) {
    return `must be false, a hop count, or proxy addresses / CIDR ranges separated by commas (not '${bad ?? raw}')`;
  }
  return { value: entries };
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes a function (Fastify itself
 * refuses a bare number): the socket's peer and the next `hops - 1` addresses of X-Forwarded-For are
 * proxies, the one before them is the client. That is only sound when the server cannot be reached
 * except through those proxies; a list of the proxies' addresses holds even when it can.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

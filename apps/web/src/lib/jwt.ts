/**
 * Reads the `exp` claim (seconds) of a JWT and returns it in milliseconds, or null when the token is
 * not a readable JWT. The signature is not checked: the server does that; the client only needs to
 * know when to refresh.
 */
export function getJwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (!claims || typeof claims !== "object" || !("exp" in claims)) return null;
    const exp = claims.exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

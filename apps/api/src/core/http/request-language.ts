import type { TLanguage } from "@radar/contract/constants";
import type { FastifyRequest } from "fastify";

/** The body's explicit language wins; otherwise Accept-Language decides between Arabic and English. */
export function requestLanguage(request: FastifyRequest, explicit?: TLanguage): TLanguage {
  if (explicit) return explicit;
  const header = request.headers["accept-language"] ?? "";
  return /^\s*ar\b/i.test(header) ? "ar" : "en";
}

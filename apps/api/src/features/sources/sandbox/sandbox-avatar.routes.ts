import type { FastifyPluginAsync } from "fastify";
import { titleFromHandle } from "./sandbox-persona.ts";

const PALETTE = ["#1d4ed8", "#047857", "#b45309", "#7c3aed", "#be123c", "#0e7490", "#4d7c0f", "#c2410c"];
const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;

/** Initials on a colour of the handle's own, so sandbox accounts have a picture without the internet. */
export function avatarSvg(handle: string): string {
  const initials =
    titleFromHandle(handle)
      .split(" ")
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join("")
      .toUpperCase() || "?";
  let sum = 0;
  for (const ch of handle) sum = (sum * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const colour = PALETTE[sum % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">${initials.replace(/[<>&"]/g, "")}</text></svg>`;
}

/** GET /sandbox/avatars/{platform}/{handle}.svg — the profile pictures the sandboxes link to. */
export function sandboxAvatarRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get("/:platform/:file", { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { platform: string; file: string };
      const handle = file.replace(/\.svg$/, "");
      if (!HANDLE.test(handle)) return reply.status(404).send({ detail: "Not found" });
      return reply
        .header("content-type", "image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .header("access-control-allow-origin", "*")
        .send(avatarSvg(handle));
    });
  };
}

export const SANDBOX_AVATAR_PREFIX = "/sandbox/avatars";

/** The absolute address of a sandbox account's picture (the browser loads it from the public URL). */
export function sandboxAvatarUrl(publicUrl: string, platform: string, handle: string): string {
  return `${publicUrl}${SANDBOX_AVATAR_PREFIX}/${platform}/${encodeURIComponent(handle)}.svg`;
}

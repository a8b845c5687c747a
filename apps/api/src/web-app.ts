import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Vite names every file under assets/ by a hash of its content: a new build gives new names. */
export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/** index.html names the current build's assets, so a browser must revalidate it on every load. */
export const INDEX_HTML_CACHE = "no-cache";
/** Files of public/ (favicon.svg) keep their names across builds. */
const UNHASHED_FILE_CACHE = "public, max-age=3600";

function isHashedAsset(filePath: string): boolean {
  return filePath.split(path.sep).includes("assets");
}

/**
 * Serves the built single-page app. The build writes a `.br` and a `.gz` beside each compressible
 * file (vite.config.ts), and the one the request accepts is sent as it is: no compression per
 * request, and brotli at its best quality, which no server could afford on the fly. Any unknown
 * non-API GET that asks for HTML gets index.html.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): void {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const hasWebApp = root !== undefined && existsSync(path.join(root, "index.html"));
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const isIndex = path.basename(filePath).startsWith("index.html");
        reply.header("cache-control", isIndex ? INDEX_HTML_CACHE : isHashedAsset(filePath) ? HASHED_ASSET_CACHE : UNHASHED_FILE_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/sandbox/");
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (hasWebApp && !isApi && (wantsHtml || !path.extname(pathname))) {
      return reply.sendFile("index.html");
    }
    return reply.status(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
}

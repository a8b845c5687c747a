import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// During `vite` dev the API runs on its own port; the built app is served by the API itself,
// so in production /api and /sandbox are same-origin and no proxy exists.
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:8080";

/** The sign-in page and the texts it renders with (lib/i18n.ts STARTUP_NAMESPACES), in both languages. */
const SIGN_IN_MODULES = [/\/src\/app\/routes\/login\.tsx$/, /\/src\/locales\/(en|ar)\/(common|auth|messages)\.json$/];

/**
 * What the sign-in page needs beyond the entry — its code, its texts in both languages, the small
 * libraries it uses — as one chunk instead of twenty: over HTTP/1.1 a browser fetches six files at
 * a time, and on a 150 ms network each further batch costs a round trip. A module missing here
 * still works (it stays in a chunk of its own, preloaded too). A library listed here must take its
 * own small dependencies along: a chunk importing from this one while this one imports from it
 * would run before its imports are ready.
 */
const SIGN_IN_CHUNK = [
  /\/src\/app\/(routes\/login|hooks\/use-complete-login)\.tsx?$/,
  /\/src\/features\/auth\/components\/(login-form|password-input|google-sign-in-button|unverified-banner)\.tsx$/,
  /\/src\/features\/auth\/(api\/(login|resend-verification|request-password-reset|get-public-config|google-login)|utils\/(load-google-script|parse-auth-response|is-unverified-error))\.ts$/,
  /\/src\/components\/(layouts\/(auth-layout|footer|brand)|ui\/(button|field|label|input|alert)|language-(switcher|trigger))\.tsx$/,
  /\/src\/locales\/(en|ar)\/(common|auth|messages)\.json$/,
  /\/node_modules\/@radix-ui\/react-(compose-refs|slot|primitive|label)\//,
  /\/node_modules\/class-variance-authority\//,
  /\/node_modules\/@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js$/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(eye|eye-off|languages|mail-exclamation-point|circle-alert|loader-circle)\.mjs$/,
];

/**
 * The entry decides which page to show only after it has run, and each step (the texts, then the
 * page's chunk) cost another round trip: on a slow phone network the login form waited 2.2 s.
 * modulepreload links for the sign-in chunks, with their static imports, let the browser fetch
 * them alongside the entry. A signed-in visitor fetches them too (about 15 KB, mostly components
 * every page uses): the first screen of most cold visits is sign-in.
 */
function preloadSignIn(): Plugin {
  return {
    name: "radar:preload-sign-in",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        // The entry and what it imports statically have their own preload links already.
        const already = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) collect(imported, into);
        };
        if (entry) collect(entry.fileName, already);
        const wanted = new Set<string>();
        for (const chunk of chunks.values()) {
          // The locale chunks have no facade module: match on the modules a chunk holds.
          const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
          if (ids.some((id) => SIGN_IN_MODULES.some((pattern) => pattern.test(id)))) collect(chunk.fileName, wanted);
        }
        return [...wanted]
          .filter((fileName) => !already.has(fileName))
          .map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadSignIn(),
    // The server sends these `.br`/`.gz` siblings as they are (apps/api/src/web-app.ts): compressed
    // once, at the best ratio, instead of per request. Fonts (woff2) are compressed already.
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
    }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/sandbox": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically, in the entry's file (it had six satellite files).
            {
              name: "boot",
              tags: ["$initial"],
              test: (id: string) => !/\/locales\//.test(id),
              includeDependenciesRecursively: false,
              priority: 20,
            },
            {
              name: "sign-in",
              test: (id: string) => SIGN_IN_CHUNK.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

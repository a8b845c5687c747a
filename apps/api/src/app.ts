import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AVATAR_MAX_BYTES } from "@radar/contract/constants";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { fastifyTrustProxy } from "./core/config/trust-proxy.ts";
import type { AppContext } from "./core/context.ts";
import { BROTLI_OPTIONS } from "./core/http/compression.ts";
import { withErrorResponses } from "./core/http/error-docs.ts";
import { registerErrorHandler } from "./core/http/error-handler.ts";
import { refuseNulCharacters } from "./core/http/input-guards.ts";
import { nameOperations, withOpenApi30Schemas } from "./core/http/openapi-contract.ts";
import { OPERATION_SUMMARIES } from "./core/http/openapi-summaries.ts";
import { registerSecurityHeaders } from "./core/http/security-headers.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { paymentsRoutes } from "./features/billing/payments.routes.ts";
import { SANDBOX_PREFIX } from "./features/billing/public.ts";
import { subscriptionsRoutes } from "./features/billing/subscriptions.routes.ts";
import { contactRoutes } from "./features/contact/contact.routes.ts";
import { devOutboxRoutes } from "./features/dev/outbox.routes.ts";
import { discoveryRoutes } from "./features/discovery/discovery.routes.ts";
import { eventsRoutes } from "./features/events/events.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { invoicesRoutes } from "./features/invoices/invoices.routes.ts";
import { licencesRoutes } from "./features/licences/licences.routes.ts";
import { listsRoutes } from "./features/lists/lists.routes.ts";
import { marketRoutes } from "./features/market/market.routes.ts";
import { meetingsRoutes } from "./features/meetings/meetings.routes.ts";
import { paymentSandboxRoutes } from "./features/payment-sandbox/sandbox.routes.ts";
import { profilesRoutes } from "./features/profiles/profiles.routes.ts";
import { reportsRoutes } from "./features/reports/reports.routes.ts";
import { requestsRoutes } from "./features/requests/requests.routes.ts";
import { registerSourceSandboxes } from "./features/sources/sandbox.routes.ts";
import { sourcesRoutes } from "./features/sources/sources.routes.ts";
import { usersRoutes } from "./features/users/users.routes.ts";
import { vettingRoutes } from "./features/vetting/vetting.routes.ts";
import { workspacesRoutes } from "./features/workspaces/workspaces.routes.ts";
import { registerWebApp } from "./web-app.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Builds the whole HTTP application without listening, so tests can `inject` into it.
 * Order: framework plugins → documentation → API routes under /api → the built web app.
 */
export async function buildApp(ctx: AppContext, options: { webDistDir?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  app.addHook("preValidation", refuseNulCharacters);
  await registerSecurityHeaders(app, ctx.config);

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 10, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Influencers Radar API",
        version: "1.0.0",
        description: "JSON API of Influencers Radar. Authenticate with `Authorization: Bearer <access>`.",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: withErrorResponses(withOpenApi30Schemas(jsonSchemaTransform)),
    transformObject: nameOperations(OPERATION_SUMMARIES),
  });
  // Swagger UI sends its own Content-Security-Policy (hashes of its inline scripts) on its pages.
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, transformStaticCSP: swaggerUiPolicy(ctx.config) });

  await app.register(
    async (api) => {
      // Brotli only, at quality 1 (core/http/compression.ts): ~0.8 ms for a page of search results,
      // less than writing the other 117 kB of it. Compressed in one synchronous call up to 1 MB (a
      // results page is ~140 kB): the library's stream path (zlib on the thread pool, a pipeline
      // with an abort signal per answer) cost twice the compression itself per search, and this
      // machine has no spare core for the pool. A kept page's answer comes compressed already
      // (answer-bytes.ts keptAnswer), which the plugin sends as it is.
      await api.register(compress, {
        threshold: 4096,
        syncThreshold: 1024 * 1024,
        encodings: ["br"],
        brotliOptions: BROTLI_OPTIONS,
      });
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(usersRoutes(ctx));
      await api.register(subscriptionsRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(discoveryRoutes(ctx));
      await api.register(marketRoutes(ctx));
      await api.register(profilesRoutes(ctx));
      await api.register(requestsRoutes(ctx));
      await api.register(reportsRoutes(ctx));
      await api.register(meetingsRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(sourcesRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(listsRoutes(ctx));
      await api.register(vettingRoutes(ctx));
      await api.register(invoicesRoutes(ctx));
      await api.register(licencesRoutes(ctx));
      await api.register(eventsRoutes(ctx));
      await api.register(workspacesRoutes(ctx));
      if (ctx.config.devFeatures) await api.register(devOutboxRoutes(ctx));
    },
    { prefix: "/api" },
  );
  if (ctx.config.PAYMENT_SANDBOX) await app.register(paymentSandboxRoutes(ctx), { prefix: SANDBOX_PREFIX });
  if (ctx.config.SOURCES_SANDBOX) await registerSourceSandboxes(app, ctx);

  registerWebApp(app, options.webDistDir);
  return app;
}

/** Swagger UI's policy asks for https sub-resources, which a plain-http server cannot serve. */
/**
 * Swagger UI's own policy, adjusted: its bundle injects `<style>` elements (a violation under the
 * plugin's `style-src 'self' https:`), and `upgrade-insecure-requests` would break it on plain http.
 */
function swaggerUiPolicy(config: AppContext["config"]): (header: string) => string {
  const https = config.PUBLIC_URL.startsWith("https:");
  return (header) => {
    const styles = header.replace(/style-src ([^;]*)/, (directive, sources: string) =>
      sources.includes("'unsafe-inline'") ? directive : `style-src ${sources.trim()} 'unsafe-inline'`,
    );
    return https ? styles : styles.replace(/\s*upgrade-insecure-requests;?/, "");
  };
}

import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, errorBody } from "./app-error.ts";
import { replyIfDatabaseUnavailable } from "./database-unavailable-reply.ts";

/**
 * One mapping from thrown errors to HTTP answers. Validation failures become the spec's 400 field
 * map; client errors keep their status; anything else is a 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "non_field_errors";
        fields[key] = [...(fields[key] ?? []), issue.message ?? "Invalid value"];
      }
      return reply.status(400).send(fields);
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, payload too large, unsupported media type, rate limits: the framework's own
      // client errors, reported in the spec's shape.
      return reply.status(status).send({ detail: error.message });
    }
    if (replyIfDatabaseUnavailable(error, request, reply)) return reply;
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "An unexpected error occurred" });
  });
}

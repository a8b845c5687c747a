import type { FastifySchema, RouteOptions } from "fastify";
import { type ErrorShape, errorSchemaFor } from "./error-shape.ts";

type SwaggerTransformInput = { schema: FastifySchema; url: string; route: RouteOptions };
type SwaggerTransform<I extends SwaggerTransformInput, T> = (input: I) => T;

/**
 * Documents every API route's errors as the error handler sends them: each declared error status,
 * 401 on routes that need a token, and `4XX` / `5XX` for the rest, all in the route's error shape.
 * Declared error schemas are replaced, not merged: the one mapper decides what an error looks like,
 * and the hostile-input property test holds every answer to this document.
 */
export function withErrorResponses<I extends SwaggerTransformInput, T>(transform: SwaggerTransform<I, T>): SwaggerTransform<I, T> {
  return (input) => {
    const { schema, url, route } = input;
    if (!schema || schema.hide || !url.startsWith("/api/") || url.startsWith("/api/docs")) return transform(input);
    const shape: ErrorShape = route.config?.errorShape ?? "detail";
    const response: Record<string, unknown> = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
    for (const status of Object.keys(response)) {
      const code = Number(status);
      if (code >= 400) response[status] = errorSchemaFor(shape, code);
    }
    if (schema.security) response["401"] = errorSchemaFor(shape, 401);
    response["4XX"] = errorSchemaFor(shape, "4XX");
    response["5XX"] = errorSchemaFor(shape, "5XX");
    return transform({ ...input, schema: { ...schema, response } });
  };
}

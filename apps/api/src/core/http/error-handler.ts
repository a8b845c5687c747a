import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ErrorShape, shapeErrorBody } from "./error-shape.ts";
import { type Problem, retryAfterFor, toProblem } from "./problem.ts";

/** The error shape the route that answers this request asked for (`config.errorShape`), else `detail`. */
export function routeErrorShape(request: FastifyRequest): ErrorShape {
  return request.routeOptions?.config?.errorShape ?? "detail";
}

/**
 * Sends `problem` in the route's shape. The body is written as plain JSON, past the route's
 * response schemas: those describe the same shape (error-docs.ts adds it to the OpenAPI document),
 * and an error must never turn into a serialisation failure — a 500 — on its way out.
 */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  if (problem.retryAfterSeconds !== undefined) reply.header("retry-after", String(problem.retryAfterSeconds));
  return reply
    .status(problem.status)
    .type("application/json; charset=utf-8")
    .serializer(JSON.stringify)
    .send(shapeErrorBody(routeErrorShape(request), problem));
}

function logProblem(request: FastifyRequest, error: Error, problem: Problem): void {
  if (problem.warn) request.log.warn({ message: problem.warn }, problem.status >= 500 ? "answered 503" : "input refused by the database");
  else if (problem.status >= 500) request.log.error({ err: error }, "unhandled error");
}

/**
 * The one mapping from thrown errors to HTTP answers: classify (problem.ts), then dress in the
 * route's error shape (error-shape.ts). Validation failures, malformed bodies, refusals of
 * services and unexpected failures all go through here; no route has a handler of its own.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const problem = toProblem(error);
    logProblem(request, error, problem);
    return sendProblem(request, reply, problem);
  });
  // A 429 or 503 that a route sends itself (the health check's "not ready") never passes the
  // handler above: this net gives it the default wait, so every such answer says when to come back.
  app.addHook("onSend", async (_request, reply, payload) => {
    const wait = retryAfterFor(reply.statusCode);
    if (wait !== undefined && !reply.hasHeader("retry-after")) reply.header("retry-after", String(wait));
    return payload;
  });
}

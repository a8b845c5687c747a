import type { TFieldErrors } from "@radar/contract/errors";
import type { TCreditShortfall } from "@radar/contract/search";
import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { AppError } from "./app-error.ts";

export const UNEXPECTED_ERROR = "An unexpected error occurred";
export const INVALID_INPUT = "The request contains a value this field cannot hold.";
export const DATABASE_UNAVAILABLE_DETAIL = "The database is temporarily unavailable. Please try again in a moment.";
/** The embedded cluster is back within seconds of a crash; a managed server's failover takes longer, and clients retry. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * Retry-After for a 429 or 503 that names no wait of its own (RFC 9110 §10.2.3 says a 503 should
 * carry one; RFC 6585 §4 says a 429 may): a minute, the longest of our per-minute rate windows, and
 * half a minute for a dependency that is away.
 */
export const DEFAULT_RETRY_AFTER_SECONDS: Readonly<Record<number, number>> = { 429: 60, 503: 30 };

/** The wait to send with `status`, if it is one that asks the client to come back later. */
export function retryAfterFor(status: number, explicit?: number): number | undefined {
  if (explicit !== undefined) return Math.max(1, Math.ceil(explicit));
  return DEFAULT_RETRY_AFTER_SECONDS[status];
}

/**
 * What went wrong, before a route's error shape (error-shape.ts) dresses it. `origin` tells
 * whether the caller's input was refused (by validation or by the framework: malformed JSON, a
 * body too large, a wrong content type) or a service refused the request.
 */
export interface Problem {
  status: number;
  detail: string;
  origin: "validation" | "framework" | "service" | "server";
  code?: string;
  /** A form's messages per field: `{field: [messages]}`. */
  fields?: TFieldErrors;
  /** The error asks for `{error}` (avatar uploads and payments read that field, SPEC §7). */
  ownShape?: "error";
  /** A fuller sentence than `detail`, for shapes that show both (a 402 with the balance). */
  explanation?: string;
  /** A refused charge (402): its price, the balance and what is missing. */
  credits?: TCreditShortfall;
  /** Logged as a warning instead of an error: a client error that only the database noticed (see isDataException), or the database being away. */
  warn?: string;
  /** Sent as Retry-After (a 429, a 503 while the database is away or a service is unavailable). */
  retryAfterSeconds?: number;
}

type Issue = { instancePath: string; message?: string };

/** `{"audience_geo.countries.0.id": ["..."]}`: the issue's path with dots, or non_field_errors for the whole body. */
export function fieldMap(issues: ReadonlyArray<Issue>): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "non_field_errors";
    fields[key] = [...(fields[key] ?? []), issue.message ?? "Invalid value"];
  }
  return fields;
}

/**
 * PostgreSQL's data exceptions that only a value sent by the caller can cause once it is in a
 * query: a number beyond its column (22003), text that is no number or date (22P02, 22007, 22008),
 * a NUL character (22021, 22P05). Validation refuses these first; this is the net beneath it, so
 * that a missed bound answers 400 instead of 500.
 */
const DATA_EXCEPTIONS = new Set(["22003", "22P02", "22007", "22008", "22021", "22P05"]);

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && DATA_EXCEPTIONS.has(code) && "severity" in (error as object);
}

function statusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : null;
}

/** Classifies a thrown error. Nothing of a 5xx's message reaches the caller. */
export function toProblem(error: FastifyError | Error): Problem {
  if (error instanceof AppError) {
    const { code, fields, shape, explanation, credits, retryAfterSeconds } = error.options;
    return {
      status: error.status,
      detail: error.detail,
      origin: "service",
      code,
      fields: shape === "fields" ? fields : undefined,
      ownShape: shape === "error" ? "error" : undefined,
      explanation,
      credits,
      retryAfterSeconds: retryAfterFor(error.status, retryAfterSeconds),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldMap(error.validation);
    const detail = error.validation.map((issue) => issue.message ?? "Invalid value").join("; ");
    return { status: 400, detail, origin: "validation", fields };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      detail: DATABASE_UNAVAILABLE_DETAIL,
      origin: "server",
      warn: `database unavailable: ${error.message}`,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (isDataException(error)) return { status: 400, detail: INVALID_INPUT, origin: "validation", warn: error.message };
  const status = statusOf(error);
  if (status !== null && status < 500)
    return { status, detail: error.message, origin: "framework", retryAfterSeconds: retryAfterFor(status) };
  return { status: 500, detail: UNEXPECTED_ERROR, origin: "server" };
}

import type { TFieldErrors } from "@radar/contract/errors";
import { MSG } from "@radar/contract/validation-messages";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

const NUL = "\u0000";
/** Enough to name the fields; a body full of NULs need not be walked to its end. */
const MAX_REPORTED = 10;

/**
 * Paths (`customer_data.city`, `q`, `0.name`) of strings holding a NUL character, in keys or values.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nulPaths(value: unknown, root = ""): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes(NUL)) found.push(path || "non_field_errors");
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) found.push(childPath);
      else stack.push([child, childPath]);
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would fail deep inside a query
 * (or be sent on to a payment gateway). Refused up front, for every route, as a form error naming
 * the field; the route's error shape does the rest.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(request.body)];
  if (paths.length === 0) return;
  const fields: TFieldErrors = {};
  for (const path of paths) fields[path] = [MSG.nulCharacter];
  throw AppError.fields(fields);
}

import type { z } from "zod";
import { AppError } from "../../core/http/app-error.ts";

/**
 * Validates a body the route could not check up front (its shape depends on who calls), answering
 * exactly as the route-level validation does: 400 with `{field: [messages]}`, `non_field_errors`
 * for the body as a whole.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".") || "non_field_errors";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  throw AppError.fields(fields);
}

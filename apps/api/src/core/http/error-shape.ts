import { ZCodedFieldErrorsSchema, ZErrorFieldSchema, ZFieldErrorsSchema } from "@radar/contract/errors";
import { ZSocialProfileErrorSchema } from "@radar/contract/profiles";
import { ZSearchErrorSchema } from "@radar/contract/search";
import { z } from "zod";
import type { Problem } from "./problem.ts";

/**
 * The error shapes of SPEC §7–§8. A route names its shape in its config (`config: { errorShape }`);
 * the one error handler dresses every problem — validation, malformed JSON, 401, 403, 404, 429,
 * 5xx — in it, and the OpenAPI document describes the same shape (error-docs.ts).
 * - `detail`: `{detail, code?}`; a form's 400 `{field: [messages]}`; `{error}` where the error asks for it.
 * - `search`: `{error, detail}` (the web app prints `error` after 'Search failed: ' and the like).
 * - `profiles`: refusals `{success: false, error, detail, code?}`; form validation as field maps.
 * - `checkout`: as `detail`, but a form's 400 also carries the first message as `error`.
 * Every shape answers a 401 as `{detail, code}`: the web app's token refresh reads it.
 */
export const ERROR_SHAPES = ["detail", "search", "profiles", "checkout"] as const;
export type ErrorShape = (typeof ERROR_SHAPES)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /** How this route's errors look (default `detail`). */
    errorShape?: ErrorShape;
  }
}

type Body = Record<string, unknown>;

const ZDetailCodeSchema = z.object({ detail: z.string(), code: z.string().optional() });
const ZCheckoutFieldsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A field map, with the refusal's code when it has one (error-codes.ts). */
const fieldsBody = (problem: Problem): Body => (problem.code ? { ...problem.fields, code: problem.code } : { ...problem.fields });

function detailBody(problem: Problem): Body {
  if (problem.fields) return fieldsBody(problem);
  if (problem.ownShape === "error") return { error: problem.detail };
  return problem.code ? { detail: problem.detail, code: problem.code } : { detail: problem.detail };
}

/** The text after 'Search failed: ' for what the caller sent; a refusal's own sentence otherwise. */
function searchBody(problem: Problem): Body {
  const message = problem.fields ? Object.values(problem.fields).flat().join("; ") : problem.detail;
  if (problem.status === 402) {
    const shortfall = problem.credits
      ? { credits_required: problem.credits.required, credits_balance: problem.credits.balance, credits_missing: problem.credits.missing }
      : {};
    return { error: message, detail: problem.explanation ?? message, ...shortfall };
  }
  const aboutInput = problem.status === 400 || problem.origin !== "service";
  return { error: message, detail: aboutInput && problem.status < 500 ? `Search failed: ${message}` : message };
}

function profilesBody(problem: Problem): Body {
  if (problem.fields) return fieldsBody(problem);
  const base = { success: false, error: problem.detail, detail: problem.detail };
  return problem.code ? { ...base, code: problem.code } : base;
}

function checkoutBody(problem: Problem): Body {
  if (problem.fields) return { error: Object.values(problem.fields)[0]?.[0] ?? problem.detail, ...problem.fields };
  return detailBody(problem);
}

const BODIES: Record<ErrorShape, (problem: Problem) => Body> = {
  detail: detailBody,
  search: searchBody,
  profiles: profilesBody,
  checkout: checkoutBody,
};

/** The body of `problem` in `shape`. */
export function shapeErrorBody(shape: ErrorShape, problem: Problem): Body {
  if (problem.status === 401) return detailBody({ ...problem, fields: undefined, ownShape: undefined });
  return BODIES[shape](problem);
}

/** What `shapeErrorBody` can answer in `shape` with `status` ("4XX"/"5XX" for the rest of a class). */
export function errorSchemaFor(shape: ErrorShape, status: number | "4XX" | "5XX"): z.ZodType {
  if (status === 401) return ZDetailCodeSchema;
  const formStatus = status === 400 || status === "4XX";
  switch (shape) {
    case "search":
      return ZSearchErrorSchema;
    case "profiles":
      return formStatus ? z.union([ZSocialProfileErrorSchema, ZFieldErrorsSchema, ZCodedFieldErrorsSchema]) : ZSocialProfileErrorSchema;
    case "checkout":
      return formStatus ? z.union([ZDetailCodeSchema, ZCheckoutFieldsSchema]) : z.union([ZDetailCodeSchema, ZErrorFieldSchema]);
    default:
      return formStatus
        ? z.union([ZDetailCodeSchema, ZErrorFieldSchema, ZFieldErrorsSchema, ZCodedFieldErrorsSchema])
        : z.union([ZDetailCodeSchema, ZErrorFieldSchema]);
  }
}

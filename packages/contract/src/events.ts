import { z } from "zod";
import { REPORT_STATUSES } from "./reports.ts";
import type { TRequestKind } from "./requests-kinds.ts";

/**
 * GET /api/events/: a server-sent event stream of what changed for the signed-in user (their
 * reports, their requests) and, for admins, the vendor imports. A browser opens it with EventSource
 * and a one-minute ticket (POST /api/events/ticket/ with the bearer token) in the query, since an
 * EventSource cannot send headers; other clients may send the bearer header. Each message is `event: <type>` and
 * `data: <json>`; the first is `ready`, then a comment line every EVENT_HEARTBEAT_MS keeps proxies
 * from closing an idle stream. An event only says what changed: the client reads the thing again.
 */
export const EVENTS_PATH = "/events/";
/** POST: a ticket for a browser's EventSource, which cannot send the bearer header. */
export const EVENTS_TICKET_PATH = "/events/ticket/";

export const ZEventTicketResponseSchema = z.object({
  /** Opens GET /api/events/?ticket=… within `expires_in` seconds; it opens nothing else. */
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type TEventTicketResponse = z.infer<typeof ZEventTicketResponseSchema>;

export const ZEventsQuerySchema = z.object({
  ticket: z.string().max(2_000, "ticket is not valid").optional(),
});

/** A comment line this often; a client that hears nothing for twice as long reconnects. */
export const EVENT_HEARTBEAT_MS = 15_000;

/** Reconnection delays of a dropped stream (the last one repeats), with polling as the fallback meanwhile. */
export const EVENT_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const ZReadyEventSchema = z.object({ type: z.literal("ready") });

/** A report of the user was ordered or changed status (pending, generating, completed, failed). */
export const ZReportEventSchema = z.object({
  type: z.literal("report"),
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
});

const REQUEST_KIND_NAMES = ["campaign", "comparison"] as const satisfies readonly TRequestKind[];

/** A campaign or comparison request of the user was created, changed (by an admin) or deleted. */
export const ZRequestEventSchema = z.object({
  type: z.literal("request"),
  kind: z.enum(REQUEST_KIND_NAMES),
  id: z.number().int(),
  status: z.string(),
});

/** Admins only: a vendor import was queued or made progress. */
export const ZVendorImportEventSchema = z.object({
  type: z.literal("vendor_import"),
  id: z.number().int(),
  status: z.enum(["queued", "running", "completed", "failed"]),
  pages_done: z.number().int(),
  total_pages: z.number().int().nullable(),
  accounts_imported: z.number().int(),
});

export const ZServerEventSchema = z.discriminatedUnion("type", [
  ZReadyEventSchema,
  ZReportEventSchema,
  ZRequestEventSchema,
  ZVendorImportEventSchema,
]);
export type TServerEvent = z.infer<typeof ZServerEventSchema>;
export type TServerEventType = TServerEvent["type"];
export type TReportEvent = z.infer<typeof ZReportEventSchema>;
export type TRequestEvent = z.infer<typeof ZRequestEventSchema>;
export type TVendorImportEvent = z.infer<typeof ZVendorImportEventSchema>;

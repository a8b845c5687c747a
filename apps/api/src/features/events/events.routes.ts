import { ZErrorDetailSchema } from "@radar/contract/errors";
import {
  EVENT_HEARTBEAT_MS,
  EVENTS_PATH,
  EVENTS_TICKET_PATH,
  type TServerEvent,
  ZEventsQuerySchema,
  ZEventTicketResponseSchema,
  ZServerEventSchema,
} from "@radar/contract/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import type { NotifiedEvent } from "../../core/events/event-hub.ts";
import { EVENT_TICKET_TTL_SECONDS } from "../../core/events/event-tickets.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentRole } from "../../core/users/user-queries.ts";

/** Open streams per user: enough for several tabs, not for a client that leaks connections. */
const MAX_STREAMS_PER_USER = 8;
/** A stream whose client does not read is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Whether a notification is for this stream's user: their own rows, or an admin's broadcast to admins. */
export function isFor(event: NotifiedEvent, userId: number, isAdmin: boolean): boolean {
  if (event.audience === "admin") return isAdmin;
  return event.user_id === userId;
}

/** The event as the contract shows it (the addressing fields are the server's own). */
export function toClientEvent(event: NotifiedEvent): TServerEvent | null {
  const parsed = ZServerEventSchema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

const frame = (event: TServerEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

const unavailable = () => new AppError(503, "Live updates are not available right now.");

/**
 * GET /api/events/: the signed-in user's server-sent events (contract: events.ts), opened with a
 * ticket (a browser's EventSource) or the bearer header. The session is checked again with every
 * heartbeat, so a logged-out session's stream ends within seconds; a stream also ends after the
 * access token lifetime, and the client reconnects with fresh credentials.
 */
export function eventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const open = new Map<number, Set<() => void>>();

    // Streams never end by themselves: a server shutting down ends them so it is not kept waiting.
    app.addHook("preClose", async () => {
      for (const streams of open.values()) for (const end of [...streams]) end();
    });

    app.post(
      EVENTS_TICKET_PATH,
      {
        onRequest: requireUser,
        schema: {
          tags: ["events"],
          security: [{ bearerAuth: [] }],
          description: `A ticket that opens GET /api/events/?ticket=… (an EventSource cannot send the bearer header) within ${EVENT_TICKET_TTL_SECONDS} s; it opens nothing else.`,
          response: { 200: ZEventTicketResponseSchema, 503: ZErrorDetailSchema },
        },
      },
      async (request) => {
        const hub = ctx.events;
        const auth = request.auth;
        if (!hub) throw unavailable();
        if (!auth) throw AppError.unauthorized();
        const ticket = await hub.tickets.sign({ userId: auth.userId, role: auth.role, sessionId: auth.sessionId });
        return { ticket, expires_in: EVENT_TICKET_TTL_SECONDS };
      },
    );

    app.get(
      EVENTS_PATH,
      {
        schema: {
          tags: ["events"],
          security: [{ bearerAuth: [] }],
          querystring: ZEventsQuerySchema,
          description:
            "Server-sent events (text/event-stream) of the user's reports and requests, and of vendor imports for admins. " +
            "Open it with `?ticket=` from POST /api/events/ticket/ (EventSource) or with `Authorization: Bearer <access>`. First `event: ready`, then `report` {id, status}, " +
            "`request` {kind, id, status}, `vendor_import` {id, status, pages_done, total_pages, accounts_imported}; " +
            `a comment line every ${EVENT_HEARTBEAT_MS / 1000} s. After a reconnection \`ready\` comes again: read what you show again.`,
          response: { 401: ZErrorDetailSchema, 429: ZErrorDetailSchema, 503: ZErrorDetailSchema },
        },
      },
      async (request, reply) => {
        const hub = ctx.events;
        if (!hub) throw unavailable();
        const ticket = request.query.ticket;
        let claims: { userId: number; sessionId: string } | null;
        if (ticket !== undefined) {
          claims = await hub.tickets.verify(ticket);
          if (claims && (await ctx.tokens.revocations.isRevoked(claims.sessionId))) claims = null;
          if (!claims) throw AppError.unauthorized("The event stream ticket is not valid or has expired", "token_not_valid");
        } else {
          await requireUser(request, reply);
          claims = request.auth;
          if (!claims) throw AppError.unauthorized();
        }
        const { userId, sessionId } = claims;
        const streams = open.get(userId) ?? new Set<() => void>();
        if (streams.size >= MAX_STREAMS_PER_USER) throw AppError.tooManyRequests("Too many open event streams. Close a tab and try again.");
        // The role as it is now, not as the credentials say (a demoted admin hears no admin events).
        const isAdmin = (await currentRole(ctx.db, userId)) === "admin";
        try {
          await hub.ready();
        } catch {
          throw unavailable();
        }

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-store, no-transform",
          connection: "keep-alive",
          // Proxies such as nginx would otherwise hold events back in their buffers.
          "x-accel-buffering": "no",
          "x-request-id": request.id,
        });
        raw.flushHeaders();

        let ended = false;
        const send = (text: string) => {
          if (ended) return;
          raw.write(text);
          if (raw.writableLength > MAX_BUFFERED_BYTES) end();
        };
        const unsubscribe = hub.subscribe(
          (event) => {
            if (!isFor(event, userId, isAdmin)) return;
            const clientEvent = toClientEvent(event);
            if (clientEvent) send(frame(clientEvent));
          },
          // Notifications were lost while the hub reconnected: 'ready' tells the client to read again.
          () => send(frame({ type: "ready" })),
        );
        const closesAt = Date.now() + ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000;
        const heartbeat = setInterval(() => {
          if (Date.now() >= closesAt) {
            end();
            return;
          }
          send(": ping\n\n");
          ctx.tokens.revocations
            .isRevoked(sessionId)
            .then((revoked) => {
              if (revoked) end();
            })
            .catch(() => end());
        }, EVENT_HEARTBEAT_MS);
        function end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(end);
          if (streams.size === 0) open.delete(userId);
          raw.end();
        }
        streams.add(end);
        open.set(userId, streams);
        // The response closes when the client goes away (the request's own 'close' may come earlier).
        raw.on("close", end);
        raw.on("error", end);
        // The browser's EventSource waits this long before it reconnects by itself (the client
        // reconnects with a fresh ticket on its own schedule instead).
        send("retry: 2000\n\n");
        send(frame({ type: "ready" }));
      },
    );
  };
}

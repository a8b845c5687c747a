import { ZErrorDetailSchema } from "@radar/contract/errors";
import { EVENT_HEARTBEAT_MS, EVENTS_PATH, type TServerEvent, ZServerEventSchema } from "@radar/contract/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import type { NotifiedEvent } from "../../core/events/event-hub.ts";
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

/**
 * GET /api/events/: the signed-in user's server-sent events (contract: events.ts). The bearer token
 * is checked when the stream opens and again with every heartbeat, so a stream ends soon after its
 * token expires or its session is logged out; the client then reconnects with a fresh token.
 */
export function eventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const open = new Map<number, Set<() => void>>();

    // Streams never end by themselves: a server shutting down ends them so it is not kept waiting.
    app.addHook("preClose", async () => {
      for (const streams of open.values()) for (const end of [...streams]) end();
    });

    app.get(
      EVENTS_PATH,
      {
        onRequest: requireUser,
        schema: {
          tags: ["events"],
          security: [{ bearerAuth: [] }],
          description:
            "Server-sent events (text/event-stream) of the user's reports and requests, and of vendor imports for admins. " +
            "Read it with fetch and `Authorization: Bearer <access>`. First `event: ready`, then `report` {id, status}, " +
            "`request` {kind, id, status}, `vendor_import` {id, status, pages_done, total_pages, accounts_imported}; " +
            `a comment line every ${EVENT_HEARTBEAT_MS / 1000} s. After a reconnection \`ready\` comes again: read what you show again.`,
          response: { 429: ZErrorDetailSchema, 503: ZErrorDetailSchema },
        },
      },
      async (request, reply) => {
        const hub = ctx.events;
        if (!hub) throw new AppError(503, "Live updates are not available right now.");
        const userId = currentUserId(request);
        const streams = open.get(userId) ?? new Set<() => void>();
        if (streams.size >= MAX_STREAMS_PER_USER) throw AppError.tooManyRequests("Too many open event streams. Close a tab and try again.");
        const isAdmin = (await currentRole(ctx.db, userId)) === "admin";
        try {
          await hub.ready();
        } catch {
          throw new AppError(503, "Live updates are not available right now.");
        }
        const token = request.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";

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
        const heartbeat = setInterval(() => {
          send(": ping\n\n");
          ctx.tokens
            .verifyAccess(token)
            .then((claims) => {
              if (!claims) end();
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
        send(frame({ type: "ready" }));
      },
    );
  };
}

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
import { workspaceOf } from "../../core/workspaces/current-workspace.ts";

/** Open streams per user: enough for several tabs, not for a client that leaks connections. */
const MAX_STREAMS_PER_USER = 8;
/** A stream whose client does not read is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Sent by migration 0046's triggers when a user left a workspace or switched: their streams read their scope again. */
export const MEMBERSHIP_EVENT = "membership";

/** Who a stream listens for: its user, the workspace that is their current one, and whether they are an admin. */
export interface StreamAudience {
  userId: number;
  workspaceId: string;
  isAdmin: boolean;
}

/**
 * Whether a notification is for this stream: an admin's broadcast to admins; a row of the stream's
 * current workspace (whichever member made it); a row that names no workspace only to its user.
 */
export function isFor(event: NotifiedEvent, audience: StreamAudience): boolean {
  if (event.type === MEMBERSHIP_EVENT) return false;
  if (event.audience === "admin") return audience.isAdmin;
  const workspace = event.workspace_id;
  if (typeof workspace === "string" || typeof workspace === "number") return String(workspace) === audience.workspaceId;
  return event.user_id === audience.userId;
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
            "Server-sent events (text/event-stream) of the reports and requests of the user's current workspace (every " +
            "member's), and of vendor imports for admins. Leaving or being removed from the workspace, or switching to " +
            "another, ends the team's events at once and sends `ready` again (read what you show again). " +
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
        const audience: StreamAudience = { userId, workspaceId: (await workspaceOf(ctx.db, userId)).workspaceId, isAdmin };
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
        // The user's workspace as it is now; a change of it (left, removed, switched) says 'ready' so the client reads again.
        const rescope = async () => {
          const { workspaceId } = await workspaceOf(ctx.db, userId);
          if (workspaceId === audience.workspaceId) return true;
          audience.workspaceId = workspaceId;
          send(frame({ type: "ready" }));
          return false;
        };
        // One event at a time per stream, in the order they came, each after the look-ups of those before it.
        let queue = Promise.resolve();
        const later = (work: () => Promise<void>) => {
          queue = queue.then(() => (ended ? undefined : work())).catch(() => end());
        };
        const unsubscribe = hub.subscribe(
          (event) => {
            if (event.type === MEMBERSHIP_EVENT) {
              if (event.user_id === userId) later(async () => void (await rescope()));
              return;
            }
            if (!isFor(event, audience)) return;
            const clientEvent = toClientEvent(event);
            if (!clientEvent) return;
            // A team's event is only sent after the membership is read again: a lost membership
            // notification never lets a removed member hear the team.
            if (event.workspace_id === undefined) send(frame(clientEvent));
            else
              later(async () => {
                if ((await rescope()) && isFor(event, audience)) send(frame(clientEvent));
              });
          },
          // Notifications were lost while the hub reconnected: 'ready' tells the client to read again.
          () =>
            later(async () => {
              if (await rescope()) send(frame({ type: "ready" }));
            }),
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

import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { EventTickets } from "./event-tickets.ts";

/** The channel the triggers of migration 0029 notify on. */
export const EVENTS_CHANNEL = "radar_events";

/** A notification as the triggers send it: the event, and whom it is for. */
export interface NotifiedEvent {
  type: string;
  /** The owner of the changed row; absent for events addressed to a role. */
  user_id?: number;
  /** 'admin': for every admin (vendor imports). */
  audience?: string;
  [field: string]: unknown;
}

export type EventListener = (event: NotifiedEvent) => void;
/** Told when the hub (re)connects: notifications sent while it was away are lost, so readers catch up. */
export type ResyncListener = () => void;

const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

function parseNotification(payload: string | undefined): NotifiedEvent | null {
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null || !("type" in value) || typeof value.type !== "string") return null;
    return { ...value, type: value.type };
  } catch {
    return null;
  }
}

/**
 * One LISTEN connection per process, shared by every event stream it serves. PostgreSQL delivers a
 * NOTIFY to every listening session when the writing transaction commits, so a change made by a
 * worker process reaches the streams of every API process. The connection is opened on the first
 * subscription and reopened after it drops; subscribers are told (resync) so clients refetch.
 */
export class EventHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private failures = 0;
  private readonly listeners = new Set<EventListener>();
  private readonly resyncListeners = new Set<ResyncListener>();
  /** Tickets that open a stream from a browser's EventSource (event-tickets.ts). */
  readonly tickets: EventTickets;

  constructor(
    private readonly connectionString: string,
    private readonly logger: FastifyBaseLogger,
    /** The app's secret (the one access tokens are signed with), from which the ticket key is derived. */
    secret: string,
  ) {
    this.tickets = new EventTickets(secret);
  }

  /** Resolves once notifications flow (the first call opens the connection). */
  ready(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error("The event hub is closed"));
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  subscribe(listener: EventListener, onResync?: ResyncListener): () => void {
    this.listeners.add(listener);
    if (onResync) this.resyncListeners.add(onResync);
    return () => {
      this.listeners.delete(listener);
      if (onResync) this.resyncListeners.delete(onResync);
    };
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: "radar-events" });
    client.on("notification", (message) => {
      if (message.channel !== EVENTS_CHANNEL) return;
      const event = parseNotification(message.payload);
      if (!event) return;
      for (const listener of this.listeners) listener(event);
    });
    client.on("error", (error) => this.logger.warn({ message: error.message }, "event stream connection error"));
    client.on("end", () => {
      if (this.client !== client) return;
      this.client = null;
      if (!this.closed) this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    const wasDown = this.failures > 0;
    this.client = client;
    this.failures = 0;
    if (wasDown) for (const listener of this.resyncListeners) listener();
  }

  private scheduleReconnect(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    this.failures += 1;
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.ready().catch((error: unknown) => {
        this.logger.warn({ message: error instanceof Error ? error.message : String(error) }, "event stream could not reconnect");
        this.scheduleReconnect();
      });
    }, delay).unref();
  }
}

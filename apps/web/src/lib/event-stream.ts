import {
  EVENT_RECONNECT_DELAYS_MS,
  EVENTS_PATH,
  EVENTS_TICKET_PATH,
  type TEventTicketResponse,
  type TServerEvent,
  type TServerEventType,
  ZServerEventSchema,
} from "@radar/contract/events";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { api } from "./api-client";
import { getAccessToken, subscribeToSession } from "./auth-storage";
import { API_BASE } from "./http";

/**
 * The API's server-sent events (GET /api/events/) through the browser's EventSource, opened with a
 * one-minute ticket (POST /api/events/ticket/, with the bearer token and its usual refresh): an
 * EventSource cannot send the header, and the access token itself never goes in a URL. One stream per
 * tab, open while something listens and a user is signed in; after an error it reconnects with a
 * fresh ticket and growing delays. `ready` arrives on every (re)connection: listeners read their data
 * again then, since events sent while the stream was down are lost. While it is down, `isLive()` is
 * false and the screens poll as they did before (also where there is no EventSource at all).
 */

type EventListener = (event: TServerEvent) => void;

const EVENT_TYPES: readonly TServerEventType[] = ["ready", "report", "request", "vendor_import"];

const listeners = new Set<EventListener>();
const liveListeners = new Set<() => void>();
let live = false;
let source: EventSource | null = null;
let connecting = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** After the last listener leaves, the stream stays open this long (a route change re-subscribes). */
const LINGER_MS = 5_000;

function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const listener of liveListeners) listener();
}

function dispatch(event: TServerEvent): void {
  for (const listener of [...listeners]) listener(event);
}

function parseData(data: unknown): TServerEvent | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = ZServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const wanted = () => listeners.size > 0 && getAccessToken() !== null;

async function connect(): Promise<void> {
  if (source || connecting || !wanted() || typeof EventSource === "undefined") return;
  connecting = true;
  let ticket: string;
  try {
    ticket = (await api.post<TEventTicketResponse>(EVENTS_TICKET_PATH)).ticket;
  } catch {
    // Offline, the server away, or the session ended (then nothing reconnects: no token).
    connecting = false;
    scheduleReconnect();
    return;
  }
  connecting = false;
  if (source || !wanted()) return;
  const stream = new EventSource(`${API_BASE}${EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}`);
  source = stream;
  const onMessage = (message: MessageEvent) => {
    if (source !== stream) return;
    const event = parseData(message.data);
    if (!event) return;
    if (event.type === "ready") {
      failures = 0;
      setLive(true);
    }
    dispatch(event);
  };
  for (const type of EVENT_TYPES) stream.addEventListener(type, onMessage);
  // The browser would retry with the same (soon expired) ticket: reconnect here with a fresh one.
  stream.onerror = () => {
    if (source !== stream) return;
    stream.close();
    source = null;
    setLive(false);
    scheduleReconnect();
  };
}

function scheduleReconnect(): void {
  if (retryTimer || !wanted()) return;
  const delay = EVENT_RECONNECT_DELAYS_MS[Math.min(failures, EVENT_RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, delay);
}

function disconnect(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  setLive(false);
}

// Signing out closes the stream; signing in (or another user) opens a fresh one.
let sessionToken = typeof localStorage === "undefined" ? null : getAccessToken();
subscribeToSession(() => {
  const token = getAccessToken();
  const signedIn = token !== null;
  const userChanged = sessionToken === null || !signedIn;
  sessionToken = token;
  if (!signedIn) {
    disconnect();
    failures = 0;
  } else if (userChanged && listeners.size > 0) {
    disconnect();
    void connect();
  }
});

/** Listens to the stream (opening it if needed); returns the unsubscribe function. */
export function subscribeToServerEvents(listener: EventListener): () => void {
  listeners.add(listener);
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (listeners.size === 0) disconnect();
    }, LINGER_MS);
  };
}

/** Whether events flow now; false means: poll. */
export function isEventStreamLive(): boolean {
  return live;
}

function subscribeToLive(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/** Re-renders when the stream goes up or down. */
export function useEventStreamLive(): boolean {
  return useSyncExternalStore(subscribeToLive, isEventStreamLive, () => false);
}

/** Calls `onEvent` for every server event while the component is mounted (the latest callback). */
export function useServerEvents(onEvent: EventListener, enabled = true): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!enabled) return;
    return subscribeToServerEvents((event) => latest.current(event));
  }, [enabled]);
}

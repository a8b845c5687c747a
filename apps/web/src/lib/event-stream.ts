import { EVENT_HEARTBEAT_MS, EVENT_RECONNECT_DELAYS_MS, EVENTS_PATH, type TServerEvent, ZServerEventSchema } from "@radar/contract/events";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { getAccessToken, getRefreshToken, subscribeToSession } from "./auth-storage";
import { API_BASE } from "./http";
import { refreshAccessToken } from "./token-refresh";

/**
 * The API's server-sent events (GET /api/events/), read with fetch so the bearer token goes in a
 * header rather than the URL (an EventSource cannot send one). One stream per tab, opened while
 * something listens and a user is signed in; it reconnects with growing delays, and a 401 refreshes
 * the token once. `ready` arrives on every (re)connection: listeners read their data again then,
 * since events sent while the stream was down are lost. While it is down, `isLive()` is false and
 * the screens poll as they did before.
 */

type EventListener = (event: TServerEvent) => void;

const listeners = new Set<EventListener>();
const liveListeners = new Set<() => void>();
let live = false;
let connection: AbortController | null = null;
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

function parseMessage(message: string): TServerEvent | null {
  const data = message
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart())
    .join("\n");
  if (!data) return null;
  try {
    const parsed = ZServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function readStream(body: ReadableStream<Uint8Array>, abort: AbortController): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  // A stream that stays silent past two heartbeats is dead even if the socket looks open.
  let watchdog = setTimeout(() => abort.abort(), EVENT_HEARTBEAT_MS * 2);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), EVENT_HEARTBEAT_MS * 2);
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const event = parseMessage(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!event) continue;
        if (event.type === "ready") {
          failures = 0;
          setLive(true);
        }
        dispatch(event);
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
}

async function connect(): Promise<void> {
  if (connection || listeners.size === 0) return;
  const abort = new AbortController();
  connection = abort;
  try {
    let token = getAccessToken();
    if (!token) return;
    const open = (bearer: string) =>
      fetch(`${API_BASE}${EVENTS_PATH}`, { headers: { Authorization: `Bearer ${bearer}` }, signal: abort.signal });
    let response = await open(token);
    if (response.status === 401 && getRefreshToken() !== null) {
      token = await refreshAccessToken();
      response = await open(token);
    }
    if (!response.ok || !response.body) return;
    await readStream(response.body, abort);
  } catch {
    // Network errors, aborts and a failed refresh all end this attempt; the retry below decides.
  } finally {
    if (connection === abort) connection = null;
    setLive(false);
    scheduleReconnect();
  }
}

function scheduleReconnect(): void {
  if (retryTimer || listeners.size === 0 || getAccessToken() === null) return;
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
  const current = connection;
  connection = null;
  current?.abort();
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

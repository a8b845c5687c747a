import type { TServerEvent } from "@radar/contract/events";
import { vi } from "vitest";
import { jsonResponse } from "./fetch-mock";

/**
 * The server's event stream for a test: replaces the browser's EventSource (jsdom has none) with one
 * the test writes to, and answers the ticket request. Without it, a test runs with no stream and
 * the screens poll, as a browser without EventSource would.
 */
export function serverEvents() {
  const sources: FakeEventSource[] = [];

  class FakeEventSource {
    readonly url: string;
    onerror: ((event: Event) => void) | null = null;
    closed = false;
    private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

    constructor(url: string) {
      this.url = url;
      sources.push(this);
    }

    addEventListener(type: string, listener: (event: MessageEvent) => void): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    close(): void {
      this.closed = true;
    }

    emit(event: TServerEvent): void {
      for (const listener of this.listeners.get(event.type) ?? []) listener(new MessageEvent(event.type, { data: JSON.stringify(event) }));
    }
  }

  vi.stubGlobal("EventSource", FakeEventSource);
  const open = () => sources.filter((source) => !source.closed);
  return {
    /** The streams the app opened and has not closed, with the URL each was opened with. */
    open: () => open().map((source) => source.url),
    send: (event: TServerEvent) => {
      for (const source of open()) source.emit(event);
    },
    /** Drops every open stream, as a network failure would. */
    fail: () => {
      for (const source of open()) source.onerror?.(new Event("error"));
    },
    ticketResponse: () => jsonResponse(200, { ticket: "ticket-for-tests", expires_in: 60 }),
  };
}

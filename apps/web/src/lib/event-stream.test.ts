import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { serverEvents } from "@/testing/server-events";
import { clearAuth, saveSession } from "./auth-storage";
import { isEventStreamLive, subscribeToServerEvents } from "./event-stream";

describe("event stream", () => {
  it("is live after 'ready', falls back when it drops, reconnects with a fresh ticket, and closes on sign-out", async () => {
    const stream = serverEvents();
    saveSession({ access: "a", refresh: "r" }, TEST_USER);
    let tickets = 0;
    mockFetch(({ url, method, headers }) => {
      if (url === "/api/events/ticket/" && method === "POST" && headers.get("Authorization") === "Bearer a") {
        tickets += 1;
        return jsonResponse(200, { ticket: `ticket-${tickets}`, expires_in: 60 });
      }
      return jsonResponse(404, {});
    });
    const received: string[] = [];
    const unsubscribe = subscribeToServerEvents((event) => received.push(event.type));
    await waitFor(() => expect(stream.open()).toEqual(["/api/events/?ticket=ticket-1"]));
    expect(isEventStreamLive()).toBe(false);
    stream.send({ type: "ready" });
    expect(isEventStreamLive()).toBe(true);
    stream.send({ type: "report", id: 3, status: "completed" });
    expect(received).toEqual(["ready", "report"]);

    stream.fail();
    expect(isEventStreamLive()).toBe(false);
    await waitFor(() => expect(stream.open()).toEqual(["/api/events/?ticket=ticket-2"]), { timeout: 3_000 });

    clearAuth();
    expect(stream.open()).toEqual([]);
    expect(isEventStreamLive()).toBe(false);
    unsubscribe();
  });
});

import type { TServerEvent } from "@radar/contract/events";

/**
 * A server-sent event stream a test writes to: answer GET /api/events/ with `response()` (once per
 * connection) and push events with `send`.
 */
export function serverEvents() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const send = (event: TServerEvent) =>
    controller?.enqueue(new TextEncoder().encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
  const response = () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  };
  return { send, response };
}

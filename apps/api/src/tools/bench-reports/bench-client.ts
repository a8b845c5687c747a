import { isReportFinished, REPORT_POLL_INTERVAL_MS, type TReport, type TReportStatus } from "@radar/contract/reports";
import type { ReportOrder } from "./bench-run.ts";
import type { ReportBench } from "./bench-setup.ts";

/**
 * What the web app sees, over real HTTP: "Generate" (POST) until the page knows the report is ready.
 * Before: the page polled GET /api/reports/{id}/ every 3 s. After: it hears `report` events on
 * GET /api/events/ (opened with a ticket, as the web app's EventSource opens it).
 */

interface Waiter {
  id: number;
  resolve: (status: TReportStatus) => void;
}

/** One event stream of the benchmark user, open for the whole run (as a browser tab keeps it). */
export class BenchEventStream {
  private readonly finished = new Map<number, TReportStatus>();
  private readonly waiters: Waiter[] = [];

  private constructor(private readonly abort: AbortController) {}

  static async open(bench: ReportBench): Promise<BenchEventStream> {
    // As the web app opens it: a ticket for the URL (its EventSource cannot send the bearer header).
    const issued = await fetch(`${bench.baseUrl}/api/events/ticket/`, { method: "POST", headers: bench.headers });
    if (issued.status !== 200) throw new Error(`POST /api/events/ticket/ answered ${issued.status}`);
    const { ticket } = (await issued.json()) as { ticket: string };
    const abort = new AbortController();
    const response = await fetch(`${bench.baseUrl}/api/events/?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
    if (response.status !== 200 || !response.body) throw new Error(`GET /api/events/ answered ${response.status}`);
    const stream = new BenchEventStream(abort);
    const ready = stream.read(response.body);
    await ready;
    return stream;
  }

  /** Reads the stream in the background; resolves once `ready` arrived. */
  private read(body: ReadableStream<Uint8Array>): Promise<void> {
    return new Promise((resolveReady, rejectReady) => {
      const decoder = new TextDecoder();
      let buffer = "";
      const onMessage = (message: string) => {
        const data = message.split("\n").find((line) => line.startsWith("data: "));
        if (!data) return;
        const event: unknown = JSON.parse(data.slice(6));
        if (typeof event !== "object" || event === null || !("type" in event)) return;
        if (event.type === "ready") resolveReady();
        if (event.type !== "report" || !("id" in event) || !("status" in event)) return;
        const { id, status } = event;
        if (typeof id !== "number" || (status !== "completed" && status !== "failed")) return;
        this.finished.set(id, status);
        for (const waiter of this.waiters.filter((w) => w.id === id)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(status);
        }
      };
      void (async () => {
        try {
          for await (const chunk of body) {
            buffer += decoder.decode(chunk, { stream: true });
            let end = buffer.indexOf("\n\n");
            while (end >= 0) {
              onMessage(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf("\n\n");
            }
          }
        } catch (error) {
          rejectReady(error);
        }
      })();
    });
  }

  /** Resolves with the final status when the stream says report `id` finished. */
  finishedStatus(id: number): Promise<TReportStatus> {
    const known = this.finished.get(id);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.waiters.push({ id, resolve }));
  }

  close(): void {
    this.abort.abort();
  }
}

async function order(bench: ReportBench, body: ReportOrder): Promise<number> {
  const response = await fetch(`${bench.baseUrl}/api/reports/generate/`, {
    method: "POST",
    headers: { ...bench.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { report: TReport }).report.id;
}

export interface ClientTiming {
  status: TReportStatus;
  ms: number;
}

/** After: "Generate" until the stream says the report is completed (the download button appears). */
export async function timeThroughStream(bench: ReportBench, stream: BenchEventStream, body: ReportOrder): Promise<ClientTiming> {
  const started = performance.now();
  const id = await order(bench, body);
  const status = await stream.finishedStatus(id);
  return { status, ms: performance.now() - started };
}

/** Before: "Generate", then GET /api/reports/{id}/ every 3 s until it reads completed. */
export async function timeByPolling(bench: ReportBench, body: ReportOrder, intervalMs = REPORT_POLL_INTERVAL_MS): Promise<ClientTiming> {
  const started = performance.now();
  const id = await order(bench, body);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const response = await fetch(`${bench.baseUrl}/api/reports/${id}/`, { headers: bench.headers });
    const report = (await response.json()) as TReport;
    if (isReportFinished(report.status)) return { status: report.status, ms: performance.now() - started };
  }
}

import { fork } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import zlib from "node:zlib";

/** One query of the benchmark mix (bench/search-queries.json). */
export interface BenchQuery {
  class: string;
  body: Record<string, unknown>;
}

export interface Sample {
  class: string;
  /** The query's position in the mix. */
  query: number;
  ms: number;
  status: number;
  total: number;
}

export interface ReplayRequest {
  baseUrl: string;
  token: string;
  mix: BenchQuery[];
  rounds: number;
  concurrency: number;
}

export interface ReplayResult {
  samples: Sample[];
  seconds: number;
}

/**
 * One keep-alive connection per client, as a browser keeps one to the API. The client is node:http,
 * not fetch: on this 2-core machine the load generator shares the CPU with the server it measures,
 * and fetch (undici's WHATWG streams) cost ~10 ms of CPU per search answer against ~4 ms here for
 * the same work — the whole answer is still received, brotli-decoded and parsed.
 */
const agent = new http.Agent({ keepAlive: true });

function postJson(url: string, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          // As a browser does: the API compresses large answers with brotli only.
          "accept-encoding": "br",
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = (response.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(raw) : raw).toString("utf8");
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function post(baseUrl: string, token: string, query: BenchQuery, index: number): Promise<Sample> {
  const started = performance.now();
  const { status, json } = await postJson(`${baseUrl}/api/search/`, token, query.body);
  const body = json as { results?: { filters?: { total_results?: number } } };
  return {
    class: query.class,
    query: index,
    ms: performance.now() - started,
    status,
    total: body.results?.filters?.total_results ?? -1,
  };
}

/**
 * Sends `rounds` passes over the mix with `concurrency` clients, each taking the next request as
 * soon as its last one is answered. Returns every sample and the wall time.
 */
export async function replayHere({ baseUrl, token, mix, rounds, concurrency }: ReplayRequest): Promise<ReplayResult> {
  const queue = Array.from({ length: rounds }, () => mix.map((query, index) => ({ query, index }))).flat();
  const samples: Sample[] = [];
  const started = performance.now();
  const client = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) samples.push(await post(baseUrl, token, next.query, next.index));
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/**
 * replayHere in a process of its own: the load generator must share neither the event loop nor
 * the CPU accounting of the server it measures (parsing 50 results per answer is client work).
 */
export async function replay(
  baseUrl: string,
  token: string,
  mix: BenchQuery[],
  rounds: number,
  concurrency: number,
): Promise<ReplayResult> {
  const request: ReplayRequest = { baseUrl, token, mix, rounds, concurrency };
  const child = fork(new URL("./replay-worker.ts", import.meta.url), { execArgv: ["--import", "tsx"], stdio: "inherit" });
  try {
    child.send(request);
    const [result] = (await once(child, "message")) as [ReplayResult];
    return result;
  } finally {
    child.kill();
  }
}

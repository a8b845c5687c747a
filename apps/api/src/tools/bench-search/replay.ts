import { fork } from "node:child_process";
import { once } from "node:events";

/** One query of the benchmark mix (shared/bench/search-queries.json). */
export interface BenchQuery {
  class: string;
  body: Record<string, unknown>;
}

export interface Sample {
  class: string;
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

async function post(baseUrl: string, token: string, query: BenchQuery): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/search/`, {
    method: "POST",
    // As a browser does: the API compresses large answers with brotli only.
    headers: { "content-type": "application/json", "accept-encoding": "br", authorization: `Bearer ${token}` },
    body: JSON.stringify(query.body),
  });
  const body = (await response.json()) as { results?: { filters?: { total_results?: number } } };
  return {
    class: query.class,
    ms: performance.now() - started,
    status: response.status,
    total: body.results?.filters?.total_results ?? -1,
  };
}

/**
 * Sends `rounds` passes over the mix with `concurrency` clients, each taking the next request as
 * soon as its last one is answered. Returns every sample and the wall time.
 */
export async function replayHere({ baseUrl, token, mix, rounds, concurrency }: ReplayRequest): Promise<ReplayResult> {
  const queue = Array.from({ length: rounds }, () => mix).flat();
  const samples: Sample[] = [];
  const started = performance.now();
  const client = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) samples.push(await post(baseUrl, token, next));
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

/**
 * Searches from several users at once, each with filters it has not used yet, so that every answer
 * is a charge (or a 402 once the credits run out): what a kill in the middle must not corrupt.
 */
export interface SearchBurst {
  /** Every answer's HTTP status so far; 0 when the connection failed (the server was killed). */
  statuses: number[];
  /** Bodies of the 503 answers (they must all be the one `{detail}`). */
  unavailable: unknown[];
  stop(): Promise<void>;
}

export function startSearchBurst(url: string, users: Array<{ headers: { authorization: string } }>): SearchBurst {
  let stopped = false;
  const statuses: number[] = [];
  const unavailable: unknown[] = [];
  const run = async (user: { headers: { authorization: string } }, index: number) => {
    for (let k = 0; !stopped; k += 1) {
      let status = 0;
      try {
        const response = await fetch(`${url}/api/search/`, {
          method: "POST",
          headers: { ...user.headers, "content-type": "application/json" },
          body: JSON.stringify({ social_network: "instagram", page: 1, limit: 10, subscribers_count: { from: index * 100_000 + k } }),
        });
        status = response.status;
        const body: unknown = await response.json();
        if (status === 503) unavailable.push(body);
      } catch {
        status = 0;
      }
      statuses.push(status);
      // While the database (or the server) is away the answers are instant: do not spin.
      if (status === 503 || status === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const done = Promise.all(users.map(run));
  return {
    statuses,
    unavailable,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

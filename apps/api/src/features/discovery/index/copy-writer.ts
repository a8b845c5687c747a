import { once } from "node:events";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

/**
 * A COPY … FROM STDIN stream that takes text in batches and respects back-pressure, so a
 * generator can feed millions of rows without holding them in memory.
 */
export class CopyWriter {
  private readonly stream: ReturnType<typeof copyFrom>;
  private readonly done: Promise<void>;
  private failure: Error | null = null;

  constructor(client: pg.Client | pg.PoolClient, statement: string) {
    this.stream = client.query(copyFrom(statement));
    this.done = new Promise((resolve, reject) => {
      this.stream.on("finish", () => resolve());
      this.stream.on("error", (error: Error) => {
        this.failure = error;
        reject(error);
      });
    });
    // Errors are reported by finish(); this keeps an early one from being unhandled meanwhile.
    this.done.catch(() => {});
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.stream.write(chunk)) await Promise.race([once(this.stream, "drain"), this.done]);
  }

  async finish(): Promise<void> {
    this.stream.end();
    await this.done;
  }
}

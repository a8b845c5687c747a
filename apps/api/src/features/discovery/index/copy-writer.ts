import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

/**
 * A COPY … FROM STDIN stream that takes its data in batches and respects back-pressure, so a
 * generator can feed millions of rows without holding them in memory.
 *
 * One batch is in flight at a time: each write waits until pg-copy-streams has handed its batch to
 * the socket. With several batches queued, a COPY that fails (a bad row, a full disk, the server
 * gone) made pg-copy-streams flush the rest into a connection it had already let go of and throw
 * from a socket event — an uncaught TypeError that ended the process (brianc/node-pg-copy-streams
 * issue 171, open in 7.0.0). A failure is now an ordinary rejection of write() or finish().
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
    // Errors are reported by write() and finish(); this keeps an early one from being unhandled meanwhile.
    this.done.catch(() => {});
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    // A failed COPY may never call the write back: its error settles `done` instead.
    const written = new Promise<void>((resolve, reject) => {
      this.stream.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
    written.catch(() => {});
    await Promise.race([written, this.done]);
  }

  async finish(): Promise<void> {
    // Ending a failed COPY would send CopyDone on the connection pg-copy-streams has let go of.
    if (this.failure) throw this.failure;
    this.stream.end();
    await this.done;
  }
}

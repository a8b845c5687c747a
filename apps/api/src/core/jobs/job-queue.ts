import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";

/** A recurring job a feature contributes (see src/job-workers.ts). Cron expressions are in UTC. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<void>;
}

/**
 * The job queue: pg-boss on our own PostgreSQL, in its own `pgboss` schema. Any number of API and
 * worker processes may share it; pg-boss keeps one schedule per job name and hands each run to a
 * single worker.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static async start(connectionString: string, logger: FastifyBaseLogger): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString, max: 4, application_name: "radar-jobs" });
    boss.on("error", (error) => {
      // 57P01: the database is shutting down (the embedded one stops with the process); pg-boss reconnects.
      if ((error as { code?: string }).code === "57P01") logger.warn({ message: error.message }, "job queue lost its database connection");
      else logger.error({ err: error }, "job queue error");
    });
    await boss.start();
    return new JobQueue(boss, logger);
  }

  /** Creates the queue, (re)writes its schedule and works it in this process. */
  async schedule(job: ScheduledJob): Promise<void> {
    // "stately": at most one run queued and one running, so a slow run never piles up behind itself.
    await this.boss.createQueue(job.name, { name: job.name, policy: "stately", retryLimit: 2, retryDelay: 60 });
    await this.boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    await this.boss.work(job.name, async () => {
      const started = Date.now();
      try {
        await job.run();
      } catch (error) {
        this.logger.error({ err: error, job: job.name }, "job failed");
        throw error;
      }
      this.logger.debug({ job: job.name, ms: Date.now() - started }, "job done");
    });
  }

  /** Runs a scheduled job now (an operator's nudge, and tests), through the queue like a cron run. */
  async trigger(name: string): Promise<string | null> {
    return this.boss.send(name, {});
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

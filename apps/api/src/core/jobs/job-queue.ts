import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { isDatabaseConnectionError } from "../db/database-unavailable.ts";

/** A recurring job a feature contributes (see src/job-workers.ts). Cron expressions are in UTC. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<void>;
  /**
   * Also run once, directly, when this process is ready (runStartJobs): work a crashed process left
   * behind. Not through the queue, where the run a killed process had started stays `active` — and
   * blocks this "stately" queue — until pg-boss expires it (15 minutes). Only for a job that is safe
   * to run concurrently with itself.
   */
  runAtStart?: boolean;
  /** How long a run may stay active before pg-boss takes it back (a run of a killed process): 15 minutes unless set. */
  expireInSeconds?: number;
}

/** While the database is away, pg-boss reports every poll of every worker; one line per interval is enough. */
const OUTAGE_LOG_INTERVAL_MS = 30_000;

/**
 * An on-demand queue: jobs are sent when something happens (a report is ordered) rather than on a
 * schedule. The options are pg-boss's: how often a failed job is retried and after how long, and
 * how long a job may stay active before pg-boss takes it back from a worker that died with it.
 */
export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

export interface QueueJobInfo {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/** Works an on-demand queue in this process (see JobQueue.work). A handler that throws is retried. */
export interface QueueWorker<T extends object> {
  queue: QueueDefinition;
  /** Jobs of this queue this process works at the same time. */
  concurrency: number;
  handle(data: T, job: QueueJobInfo): Promise<void>;
  /** Runs once the workers poll, e.g. a sweep that re-queues work a killed process left behind. */
  onStart?(): Promise<void>;
}

/**
 * Runs SQL on the caller's connection, so that a job is sent in the same transaction as the rows it
 * is about: it exists exactly when they do (see `executorFor` in features that send jobs).
 */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The job queue: pg-boss on our own PostgreSQL, in its own `pgboss` schema. Any number of API and
 * worker processes may share it; pg-boss keeps one schedule per job name and hands each run to a
 * single worker.
 */
export class JobQueue {
  private readonly createdQueues = new Set<string>();
  private readonly localWorkers = new Map<string, string[]>();
  private readonly startRuns: ScheduledJob[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: FastifyBaseLogger,
  ) {}

  static async start(connectionString: string, logger: FastifyBaseLogger): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString, max: 4, application_name: "radar-jobs" });
    // The database going away (a shutdown, a restart of the embedded cluster, a failover) is not a
    // job queue fault: pg-boss keeps polling and its pool reconnects when the database is back.
    let lastOutageLog = 0;
    let quietOutageErrors = 0;
    boss.on("error", (error) => {
      if (!isDatabaseConnectionError(error)) {
        logger.error({ err: error }, "job queue error");
        return;
      }
      const now = Date.now();
      if (now - lastOutageLog < OUTAGE_LOG_INTERVAL_MS) {
        quietOutageErrors += 1;
        return;
      }
      logger.warn({ message: error.message, since_last: quietOutageErrors }, "job queue lost its database connection; it retries");
      lastOutageLog = now;
      quietOutageErrors = 0;
    });
    await boss.start();
    return new JobQueue(boss, logger);
  }

  /** Creates the queue, (re)writes its schedule and works it in this process. */
  async schedule(job: ScheduledJob): Promise<void> {
    // "stately": at most one run queued and one running, so a slow run never piles up behind itself.
    await this.boss.createQueue(job.name, {
      name: job.name,
      policy: "stately",
      retryLimit: 2,
      retryDelay: 60,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    });
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
    if (job.runAtStart) this.startRuns.push(job);
  }

  /** Creates an on-demand queue once per process (pg-boss 10 refuses jobs for a queue that does not exist). */
  async ensureQueue(queue: QueueDefinition): Promise<void> {
    if (this.createdQueues.has(queue.name)) return;
    await this.boss.createQueue(queue.name, {
      name: queue.name,
      policy: "standard",
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      expireInSeconds: queue.expireInSeconds,
    });
    this.createdQueues.add(queue.name);
  }

  /**
   * Sends one job to an on-demand queue; with `db`, inside the caller's transaction. Returns the
   * job id. Call `wake` after the transaction commits so a local worker starts without polling.
   */
  async send<T extends object>(
    queue: QueueDefinition,
    data: T,
    options: { db?: SqlExecutor; startAfterSeconds?: number } = {},
  ): Promise<string> {
    await this.ensureQueue(queue);
    const id = await this.boss.send(queue.name, data, {
      ...(options.db ? { db: options.db as PgBoss.Db } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id) throw new Error(`The job queue did not accept a job for ${queue.name}`);
    return id;
  }

  /** Tells this process's workers of a queue to fetch now instead of at their next poll. */
  wake(queueName: string): void {
    for (const workerId of this.localWorkers.get(queueName) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Works an on-demand queue in this process with `concurrency` workers, then runs its onStart. */
  async work<T extends object>(worker: QueueWorker<T>): Promise<void> {
    const { queue } = worker;
    await this.ensureQueue(queue);
    const ids: string[] = [];
    for (let i = 0; i < Math.max(1, worker.concurrency); i += 1) {
      let self = "";
      self = await this.boss.work<T>(queue.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (!job) return;
        try {
          await worker.handle(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        } catch (error) {
          this.logger.warn({ err: error, job: queue.name, jobId: job.id, retry: job.retryCount }, "job attempt failed");
          throw error;
        } finally {
          // pg-boss waits a polling interval after every fetch; while there is work, fetch again at once.
          if (self) this.boss.notifyWorker(self);
        }
      });
      ids.push(self);
    }
    this.localWorkers.set(queue.name, ids);
    if (worker.onStart) {
      await worker
        .onStart()
        .catch((error: unknown) => this.logger.error({ err: error, job: queue.name }, "job worker start-up task failed"));
    }
  }

  /**
   * Runs the scheduled jobs marked `runAtStart` once, in the background. The process calls it when it
   * is ready to serve (a run may need this server, e.g. its built-in sandbox gateway).
   */
  runStartJobs(): void {
    for (const job of this.startRuns.splice(0)) {
      job.run().catch((error: unknown) => this.logger.error({ err: error, job: job.name }, "job failed (run at start)"));
    }
  }

  /** Runs a scheduled job now (an operator's nudge, and tests), through the queue like a cron run. */
  async trigger(name: string): Promise<string | null> {
    return this.boss.send(name, {});
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

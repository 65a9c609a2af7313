import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { queryOn, type DbOrTx, type TDatabase } from '../../db/client.ts';
import { createJobQueueDb, type TJobQueueDb } from './job-queue-db.ts';

/** Where a job goes when its last retry failed; nothing works it, operators read it (docs/ops.md). */
export const DEAD_LETTER_QUEUE = 'dead-letters';

/** A named queue: its payload schema (checked on send and again on delivery) and its retry rule. */
export type TQueue<T> = {
  name: string;
  schema: z.ZodType<T>;
  /** Failed attempts are tried again this many times, after retryDelaySeconds doubling each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** 'singleton': at most one job per singleton key is active at a time, across instances. */
  policy?: 'standard' | 'singleton';
  /** A job still running after this long counts as failed (and is retried). */
  expireInSeconds?: number;
};

export function defineQueue<T>(queue: TQueue<T>): TQueue<T> {
  return queue;
}

export type TJobHandler<T> = (data: T) => Promise<void>;

export type TSendOptions = { singletonKey?: string; startAfter?: Date };

export type TJobs = {
  /** Registers the handler of a queue; its worker starts with start(). */
  work<T>(queue: TQueue<T>, handler: TJobHandler<T>): void;
  /** Runs the queue's job on a cron schedule (UTC), once per slot whatever the number of instances. */
  schedule<T>(queue: TQueue<T>, cron: string, data: T): void;
  /**
   * Inserts a job with db's connection: inside a transaction the job exists only if that
   * transaction commits, so a change and the work it calls for are kept or lost together.
   */
  send<T>(db: DbOrTx, queue: TQueue<T>, data: T, options?: TSendOptions): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to stopTimeoutMs, 5 s), and waits for its queries. */
  stop(): Promise<void>;
};

export type TJobsOptions = {
  database: TDatabase;
  pollIntervalSeconds: number;
  stopTimeoutMs?: number;
  /**
   * False: cron slots queue nothing (tests queue a scheduled job with runJobNow, when their own
   * clock says so, rather than at a real minute's turn in the middle of a test).
   */
  runSchedules?: boolean;
  logger: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
};

type TRegistration = { queue: TQueue<never>; handler: TJobHandler<never> };

/** pg-boss on the application's database (PGlite or PostgreSQL), in its own `pgboss` schema. */
export function createJobs(options: TJobsOptions): TJobs {
  const { logger } = options;
  const queueDb: TJobQueueDb = createJobQueueDb(options.database);
  const boss = new PgBoss({
    db: queueDb,
    // Completed jobs move to the archive after a day and leave it after a week.
    archiveCompletedAfterSeconds: 86_400,
    deleteAfterDays: 7,
    schedule: options.runSchedules ?? true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const registrations: TRegistration[] = [];
  const schedules: { queue: TQueue<never>; cron: string; data: unknown }[] = [];
  let state: 'idle' | 'started' | 'stopped' = 'idle';

  const run = async (registration: TRegistration, job: PgBoss.JobWithMetadata<unknown>) => {
    const { queue, handler } = registration;
    try {
      await handler(queue.schema.parse(job.data) as never);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      // Retries are expected (an SMTP server down for a minute); the last failure needs a person.
      if (last) {
        logger.error(
          { err: error, queue: queue.name, jobId: job.id, retryCount: job.retryCount },
          `job failed for the last time; a copy waits in the ${DEAD_LETTER_QUEUE} queue`,
        );
      } else {
        logger.warn(
          { err: error, queue: queue.name, jobId: job.id, retryCount: job.retryCount },
          'job failed, will retry',
        );
      }
      throw error;
    }
  };

  return {
    work(queue, handler) {
      if (state !== 'idle') throw new Error(`queue ${queue.name} registered after the job queue started`);
      registrations.push({ queue: queue as TQueue<never>, handler: handler as TJobHandler<never> });
    },

    schedule(queue, cron, data) {
      if (state !== 'idle') throw new Error(`queue ${queue.name} scheduled after the job queue started`);
      schedules.push({ queue: queue as TQueue<never>, cron, data });
    },

    async send(db, queue, data, sendOptions = {}) {
      const payload = queue.schema.parse(data) as object;
      await boss.send(queue.name, payload, {
        db: { executeSql: (text, values) => queryOn(db, text, values) },
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    async start() {
      if (state !== 'idle') return;
      state = 'started';
      await boss.start();
      if (options.database.kind === 'pglite') await failOrphanedJobs(boss, queueDb);
      await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionMinutes: 30 * 24 * 60 });
      const queues = new Map<string, TQueue<never>>();
      for (const { queue } of [...registrations, ...schedules]) queues.set(queue.name, queue);
      for (const queue of queues.values()) {
        await boss.createQueue(queue.name, {
          name: queue.name,
          policy: queue.policy ?? 'standard',
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: queue.expireInSeconds ?? 300,
          deadLetter: DEAD_LETTER_QUEUE,
        });
      }
      for (const { queue, cron, data } of options.runSchedules === false ? [] : schedules) {
        await boss.schedule(queue.name, cron, queue.schema.parse(data) as object, { tz: 'UTC' });
      }
      for (const registration of registrations) {
        let workerId = '';
        workerId = await boss.work(
          registration.queue.name,
          { includeMetadata: true, pollingIntervalSeconds: options.pollIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            try {
              await queueDb.track(run(registration, job));
            } finally {
              // A worker that found a job looks again at once: the queue drains without waiting a poll per job.
              boss.notifyWorker(workerId);
            }
          },
        );
      }
    },

    async stop() {
      const wasStarted = state === 'started';
      state = 'stopped';
      if (!wasStarted) return queueDb.close();
      const timeout = options.stopTimeoutMs ?? 5_000;
      const startedAt = Date.now();
      await boss.stop({ graceful: true, wait: true, close: false, timeout });
      // pg-boss resolves before a poll already under way has returned: wait for it, so nothing
      // touches the database after it is closed. A handler stuck past the time-out is let go.
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, timeout - (Date.now() - startedAt)));
      });
      await Promise.race([queueDb.settled(), giveUp]);
      clearTimeout(timer);
      await queueDb.close();
    },
  };
}

/**
 * A PGlite database belongs to one process, so a job still active when it starts was left by a
 * process that died: failed now, it is retried at once rather than after its expiry.
 */
async function failOrphanedJobs(boss: PgBoss, queueDb: TJobQueueDb): Promise<void> {
  const { rows } = await queueDb.executeSql(`select name, id from pgboss.job where state = 'active'`, []);
  for (const row of rows) {
    await boss.fail(String(row['name']), String(row['id']), { reason: 'the process running it stopped' });
  }
}

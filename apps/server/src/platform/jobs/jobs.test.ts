import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TDatabase } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createJobs, DEAD_LETTER_QUEUE, defineQueue, type TJobs } from './jobs.ts';

const database = await openTestDatabase();
const silent = { error: () => undefined, warn: () => undefined };

const ZGreetingSchema = z.object({ to: z.string().min(1) });

/** A deferred the test settles by hand, to hold a job in its handler. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves when check() answers true; polls the database like an operator would. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const jobRows = async (queue: string) =>
  (await database.query(`select state, data, singleton_key from pgboss.job where name = $1`, [queue])).rows;

const deliveries: string[] = [];
const delivered = defineQueue({
  name: 'test-delivered',
  schema: ZGreetingSchema,
  retryLimit: 0,
  retryDelaySeconds: 1,
});
const failing = defineQueue({
  name: 'test-failing',
  schema: ZGreetingSchema,
  retryLimit: 1,
  retryDelaySeconds: 1,
});
const perKey = defineQueue({
  name: 'test-per-key',
  schema: z.object({ key: z.string(), label: z.string() }),
  policy: 'singleton',
  retryLimit: 0,
  retryDelaySeconds: 1,
});
const scheduled = defineQueue({
  name: 'test-scheduled',
  schema: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 1,
});

let failures = 0;
const started: string[] = [];
const held = new Map<string, ReturnType<typeof gate>>();

/**
 * The database as one instance's queue sees it, counting that instance's polls of the per-key
 * queue (on the shared connection, so that they can be counted on PostgreSQL too).
 */
function countingPolls(polls: { count: number }): TDatabase {
  return {
    ...database,
    url: undefined,
    query: (text, values) => {
      if (text.includes('SKIP LOCKED') && values?.[0] === 'test-per-key') polls.count += 1;
      return database.query(text, values);
    },
  };
}

function instance(polls: { count: number }): TJobs {
  const jobs = createJobs({ database: countingPolls(polls), pollIntervalSeconds: 0.5, logger: silent });
  jobs.work(delivered, async ({ to }) => {
    deliveries.push(to);
  });
  jobs.work(failing, async () => {
    failures += 1;
    throw new Error('the mail server is down');
  });
  jobs.work(perKey, async ({ label }) => {
    started.push(label);
    await held.get(label)?.opened;
  });
  jobs.schedule(scheduled, '*/10 * * * *', {});
  return jobs;
}

const firstPolls = { count: 0 };
const secondPolls = { count: 0 };
const first = instance(firstPolls);
const second = instance(secondPolls);
await first.start();
await second.start();
afterAll(async () => {
  for (const { open } of held.values()) open();
  await first.stop();
  await second.stop();
  await database.close();
});

describe('durable jobs', () => {
  it('refuses a payload that does not match the queue schema, and queues nothing', async () => {
    await expect(first.send(database.db, delivered, { to: '' })).rejects.toThrow(z.ZodError);
    expect(await jobRows(delivered.name)).toEqual([]);
  });

  it('keeps a job sent in a transaction only when the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await first.send(tx, delivered, { to: 'rolled-back@example.test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction((tx) => first.send(tx, delivered, { to: 'committed@example.test' }));

    await until(async () => deliveries.includes('committed@example.test'));
    await until(async () => (await jobRows(delivered.name)).every((row) => row['state'] === 'completed'));
    expect(deliveries).toEqual(['committed@example.test']);
  });

  it('retries a failing job, then leaves a copy in the dead-letter queue', async () => {
    await first.send(database.db, failing, { to: 'lost@example.test' });
    await until(async () => (await jobRows(DEAD_LETTER_QUEUE)).length === 1);
    expect(failures).toBe(2);
    expect(await jobRows(failing.name)).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect((await jobRows(DEAD_LETTER_QUEUE))[0]?.['data']).toEqual({ to: 'lost@example.test' });
  });

  it('runs one job per singleton key at a time, whichever instance polls', async () => {
    for (const label of ['a1', 'a2']) held.set(label, gate());
    await first.send(database.db, perKey, { key: 'a', label: 'a1' }, { singletonKey: 'a' });
    await until(async () => started.includes('a1'));
    await first.send(database.db, perKey, { key: 'a', label: 'a2' }, { singletonKey: 'a' });

    // The instance that is not busy with a1 looks for work twice more: it may not start a2.
    const seen = firstPolls.count + secondPolls.count;
    await until(async () => firstPolls.count + secondPolls.count >= seen + 2);
    expect(started).toEqual(['a1']);
    held.get('a1')?.open();
    await until(async () => started.includes('a2'));
    held.get('a2')?.open();
    await until(async () => (await jobRows(perKey.name)).every((row) => row['state'] === 'completed'));
    expect(started).toEqual(['a1', 'a2']);
  });

  it('keeps one cron schedule per queue however many instances register it', async () => {
    const { rows } = await database.query(`select name, cron, options->>'tz' as tz from pgboss.schedule`);
    expect(rows).toEqual([{ name: scheduled.name, cron: '*/10 * * * *', tz: 'UTC' }]);
  });

  it('stops only after the running job has finished, and works nothing more', async () => {
    const own = createJobs({ database, pollIntervalSeconds: 0.5, logger: silent });
    const release = gate();
    const ran: string[] = [];
    const slow = defineQueue({
      name: 'test-slow',
      schema: ZGreetingSchema,
      retryLimit: 0,
      retryDelaySeconds: 1,
    });
    own.work(slow, async ({ to }) => {
      ran.push(to);
      await release.opened;
      ran.push(`${to} done`);
    });
    await own.start();
    await own.send(database.db, slow, { to: 'running' });
    await until(async () => ran.includes('running'));

    const stopped = own.stop();
    release.open();
    await stopped;
    expect(ran).toEqual(['running', 'running done']);
    expect(await jobRows(slow.name)).toEqual([expect.objectContaining({ state: 'completed' })]);

    await own.send(database.db, slow, { to: 'after stop' });
    expect(ran).not.toContain('after stop');
    expect(await jobRows(slow.name)).toContainEqual(expect.objectContaining({ state: 'created' }));
  });
});

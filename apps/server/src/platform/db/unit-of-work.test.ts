import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { createUnitOfWork } from './unit-of-work.ts';

const database = await openTestDatabase();
afterAll(() => database.close());
await database.exec('create table unit_of_work_probe (label text not null)');
const probe = pgTable('unit_of_work_probe', { label: text('label').notNull() });

const failures: unknown[] = [];
const root = createUnitOfWork(database.db, (error) => failures.push(error));

async function labels(): Promise<string[]> {
  const rows = await database.db.select().from(probe);
  return rows.map((row) => row.label);
}

describe('createUnitOfWork', () => {
  it('runs after-commit callbacks in order once the transaction has committed', async () => {
    const ran: string[] = [];
    let committedWhenRun: string[] | undefined;

    const result = await root.transaction(async (unit) => {
      await unit.db.insert(probe).values({ label: 'committed' });
      unit.afterCommit(async () => {
        committedWhenRun = await labels();
        ran.push('first');
      });
      unit.afterCommit(() => {
        ran.push('second');
      });
      expect(ran).toEqual([]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(ran).toEqual(['first', 'second']);
    expect(committedWhenRun).toContain('committed');
  });

  it('drops the callbacks when the transaction rolls back', async () => {
    const ran: string[] = [];

    await expect(
      root.transaction(async (unit) => {
        await unit.db.insert(probe).values({ label: 'rolled back' });
        unit.afterCommit(() => {
          ran.push('notice');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    expect(ran).toEqual([]);
    expect(await labels()).not.toContain('rolled back');
  });

  it('joins the outer transaction when nested, and runs nested callbacks after the outer commit', async () => {
    const ran: string[] = [];

    await root.transaction(async (outer) => {
      await outer.transaction(async (inner) => {
        expect(inner.db).toBe(outer.db);
        expect(inner.inTransaction).toBe(true);
        inner.afterCommit(() => {
          ran.push('nested');
        });
      });
      expect(ran).toEqual([]);
    });

    expect(ran).toEqual(['nested']);
  });

  it('reports a failing callback without failing the committed work or the callbacks after it', async () => {
    const ran: string[] = [];
    const failure = new Error('socket gone');

    const result = await root.transaction(async (unit) => {
      unit.afterCommit(() => {
        throw failure;
      });
      unit.afterCommit(() => {
        ran.push('after the failure');
      });
      return 'committed';
    });

    expect(result).toBe('committed');
    expect(ran).toEqual(['after the failure']);
    expect(failures).toContain(failure);
  });

  it('runs a callback at once outside a transaction', () => {
    const ran: string[] = [];

    root.afterCommit(() => {
      ran.push('now');
    });

    expect(root.inTransaction).toBe(false);
    expect(ran).toEqual(['now']);
  });
});

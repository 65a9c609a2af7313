import { describe, expect, it } from 'vitest';
import { sendQueriesInTurn } from './queries-in-turn.ts';

/** A connection that answers each query on a later turn and notes how many ran at once. */
function fakeConnection() {
  const seen = { running: 0, mostAtOnce: 0, order: [] as string[] };
  const connection = {
    query: async (text: string) => {
      seen.running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      await new Promise((resolve) => setImmediate(resolve));
      seen.running -= 1;
      seen.order.push(text);
      if (text === 'fail') throw new Error('refused');
      return { rows: [{ text }] };
    },
  };
  return { connection, seen };
}

describe('sendQueriesInTurn', () => {
  it('sends queries started at once one after another, in order, each answered', async () => {
    const { connection, seen } = fakeConnection();
    sendQueriesInTurn(connection as never);
    const query = connection.query as (text: string) => Promise<{ rows: { text: string }[] }>;
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => query(text)));
    expect(answers.map((answer) => answer.rows[0]?.text)).toEqual(['a', 'b', 'c']);
    expect(seen.order).toEqual(['a', 'b', 'c']);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('passes a failure to its own caller and goes on with the next query', async () => {
    const { connection } = fakeConnection();
    sendQueriesInTurn(connection as never);
    const query = connection.query as (text: string) => Promise<unknown>;
    const [failed, next] = await Promise.allSettled([query('fail'), query('after')]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'refused' } });
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ text: 'after' }] } });
  });

  it('answers the callback form the pool uses', async () => {
    const { connection } = fakeConnection();
    sendQueriesInTurn(connection as never);
    const query = connection.query as (
      text: string,
      callback: (error: Error | null, result?: unknown) => void,
    ) => void;
    const result = await new Promise((resolve, reject) =>
      query('with callback', (error, value) => (error ? reject(error) : resolve(value))),
    );
    expect(result).toEqual({ rows: [{ text: 'with callback' }] });
  });
});

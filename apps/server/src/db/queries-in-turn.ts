import type pg from 'pg';

type TCallback = (error: Error | null, result?: unknown) => void;

/**
 * Makes a pooled connection send its queries one after another. Inside a transaction, services
 * may start several reads at once (Promise.all over the transaction's one connection); pg 8
 * queues them itself but warns that pg 9 will refuse a query sent while another runs. Queries
 * made through the pool never share a connection, so in practice this orders a transaction's.
 * Both of pg's forms are kept: a promise, or a callback as the last argument (the pool's own).
 */
export function sendQueriesInTurn(client: Pick<pg.PoolClient, 'query'>): void {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (...args: unknown[]) => {
    // A submittable (a cursor, a stream) manages its own lifecycle and return value.
    if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return send(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as TCallback) : undefined;
    const result = previous.then(() => send(...args));
    previous = result.catch(() => undefined);
    if (!callback) return result;
    result.then(
      (value) => callback(null, value),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  client.query = inTurn as typeof client.query;
}

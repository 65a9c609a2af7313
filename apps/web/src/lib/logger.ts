/**
 * Where failures that the user is not shown go (the spec: mail and counter fetches are "only
 * logged"). Silent under test, so expected failures do not clutter the test output.
 */
const silent = import.meta.env.MODE === 'test';

export const logger = {
  warn(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console -- the browser console is the only log a web page has
    if (!silent) console.warn(message, detail);
  },
};

/** For a promise's catch: logs what failed and passes the error on to whoever waits for it. */
export function logFailure(what: string) {
  return (error: unknown): never => {
    logger.warn(`${what} failed`, error);
    throw error;
  };
}

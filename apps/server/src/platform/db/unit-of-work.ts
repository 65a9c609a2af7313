import type { Db, DbOrTx } from '../../db/client.ts';

/** A side effect that must not be seen before the change it reports is committed. */
export type TAfterCommit = () => void | Promise<void>;

/**
 * Where a service call runs: on the database, or inside one transaction shared by every service
 * the caller hands it to.
 */
export type TUnitOfWork = {
  /** The database, or the open transaction. Repositories run their queries on it. */
  db: DbOrTx;
  inTransaction: boolean;
  /**
   * Runs the callback once the outermost transaction has committed, and never if it rolls back.
   * Outside a transaction there is nothing to wait for: it runs at once.
   */
  afterCommit(callback: TAfterCommit): void;
  /**
   * Runs `work` in one transaction. Inside a transaction already, it joins that one: the work
   * commits or rolls back with the outermost.
   */
  transaction<T>(work: (unit: TUnitOfWork) => Promise<T>): Promise<T>;
};

/**
 * The unit of work on the database itself. `onAfterCommitError` hears of a failed after-commit
 * callback: the change is committed by then, so the failure must not fail the caller.
 */
export function createUnitOfWork(db: Db, onAfterCommitError: (error: unknown) => void): TUnitOfWork {
  const runSafely = async (callback: TAfterCommit) => {
    try {
      await callback();
    } catch (error) {
      onAfterCommitError(error);
    }
  };

  return {
    db,
    inTransaction: false,
    afterCommit(callback) {
      void runSafely(callback);
    },
    async transaction(work) {
      const pending: TAfterCommit[] = [];
      const result = await db.transaction(async (tx) => {
        const unit: TUnitOfWork = {
          db: tx,
          inTransaction: true,
          afterCommit: (callback) => {
            pending.push(callback);
          },
          transaction: (nested) => nested(unit),
        };
        return work(unit);
      });
      // In order, one at a time: a later notice must not overtake an earlier one.
      for (const callback of pending) await runSafely(callback);
      return result;
    },
  };
}

/** Hands `work` services bound to one transaction (the caller's, when it runs in one already). */
export type TWithTransaction<TServices> = <T>(work: (services: TServices) => Promise<T>) => Promise<T>;

import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import * as repo from './auth.repo.ts';

export const authMaintenanceQueue = defineQueue({
  name: 'maintenance-auth',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/**
 * Every ten minutes: sessions that ended (signed out, revoked, expired) with their refresh
 * tokens, and activation or reset links that were used or have expired. A live session keeps its
 * spent refresh tokens, which is how a replayed one is recognised.
 */
export function scheduleAuthMaintenance(jobs: TJobs, deps: { db: Db; now: () => Date }): void {
  jobs.schedule(authMaintenanceQueue, '*/10 * * * *', {});
  jobs.work(authMaintenanceQueue, async () => {
    const now = deps.now();
    await repo.deleteEndedSessions(deps.db, now);
    await repo.deleteSpentAccountTokens(deps.db, now);
  });
}

import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pruneSpentCaptchas } from '../captcha/altcha.ts';
import { pruneRateLimitCounters } from '../rate-limit/rate-limiter.ts';
import { defineQueue, type TJobs } from './jobs.ts';

export const platformMaintenanceQueue = defineQueue({
  name: 'maintenance-platform',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/** Every ten minutes: rate-limit counters whose window has ended, captcha challenges past expiry. */
export function schedulePlatformMaintenance(jobs: TJobs, deps: { db: Db; now: () => Date }): void {
  jobs.schedule(platformMaintenanceQueue, '*/10 * * * *', {});
  jobs.work(platformMaintenanceQueue, async () => {
    const now = deps.now();
    await pruneRateLimitCounters(deps.db, now);
    await pruneSpentCaptchas(deps.db, now);
  });
}

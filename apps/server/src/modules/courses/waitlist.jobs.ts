import { z } from 'zod';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

/** Offers one counselor's freed slots to their waitlist; queued in the transaction that freed them. */
export const waitlistMatchQueue = defineQueue({
  name: 'waitlist-match',
  schema: z.object({ counselorId: z.uuid() }),
  // One run per counselor at a time; runs take the counselor's lock besides.
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

/** Every minute: lapsed offers go to the next client, and every waitlist is matched again (the safety net). */
export const waitlistSweepQueue = defineQueue({
  name: 'waitlist-sweep',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

export function scheduleWaitlistJobs(jobs: TJobs, services: Pick<TServices, 'waitlist'>): void {
  jobs.work(waitlistMatchQueue, async ({ counselorId }) => {
    await services.waitlist.match(counselorId, jobActor(waitlistMatchQueue.name));
  });
  jobs.schedule(waitlistSweepQueue, '* * * * *', {});
  jobs.work(waitlistSweepQueue, async () => {
    await services.waitlist.sweep(jobActor(waitlistSweepQueue.name));
  });
}

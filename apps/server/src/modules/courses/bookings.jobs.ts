import { z } from 'zod';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

export const bookingHoldsQueue = defineQueue({
  name: 'booking-hold-expiry',
  schema: z.object({}),
  // One run at a time across instances; each release is a guarded status change even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

export const noShowQueue = defineQueue({
  name: 'course-no-show',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

/** Every minute: held bookings whose hold ended free their slot; sessions nobody (or one party) came to are voided. */
export function scheduleBookingJobs(jobs: TJobs, services: Pick<TServices, 'bookings'>): void {
  jobs.schedule(bookingHoldsQueue, '* * * * *', {});
  jobs.work(bookingHoldsQueue, async () => {
    await services.bookings.releaseExpiredHolds(jobActor(bookingHoldsQueue.name));
  });
  jobs.schedule(noShowQueue, '* * * * *', {});
  jobs.work(noShowQueue, async () => {
    await services.bookings.voidNoShows(jobActor(noShowQueue.name));
  });
}

import { z } from 'zod';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

export const customConsultationExpiryQueue = defineQueue({
  name: 'custom-consultation-expiry',
  schema: z.object({}),
  // One run at a time across instances; each expiry is a guarded status change even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
});

/** Every five minutes: requests left unanswered past their answer time expire, their clients told. */
export function scheduleCustomConsultationExpiry(
  jobs: TJobs,
  services: Pick<TServices, 'customConsultations'>,
): void {
  jobs.schedule(customConsultationExpiryQueue, '*/5 * * * *', {});
  jobs.work(customConsultationExpiryQueue, async () => {
    await services.customConsultations.expireUnanswered(jobActor(customConsultationExpiryQueue.name));
  });
}

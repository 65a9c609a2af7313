import { z } from 'zod';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

export const licenseExpiryQueue = defineQueue({
  name: 'license-expiry-reminders',
  schema: z.object({}),
  // One run at a time across instances; each licence's reminder is marked once even so.
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
});

/** Every day at 01:00 UTC (09:00 in Taiwan): counselors whose licences expire within 30 days hear of it. */
export function scheduleLicenseExpiryReminders(
  jobs: TJobs,
  services: Pick<TServices, 'licenseChanges'>,
): void {
  jobs.schedule(licenseExpiryQueue, '0 1 * * *', {});
  jobs.work(licenseExpiryQueue, async () => {
    await services.licenseChanges.sendExpiryReminders();
  });
}

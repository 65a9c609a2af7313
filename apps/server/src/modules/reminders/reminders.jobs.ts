import { z } from 'zod';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

export const remindersQueue = defineQueue({
  name: 'course-reminders',
  schema: z.object({}),
  // One run at a time across instances; the reminders table keeps each mail to one even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

/** Every minute: the reminders that have come due (a day, an hour and ten minutes before). */
export function scheduleReminders(jobs: TJobs, services: Pick<TServices, 'reminders'>): void {
  jobs.schedule(remindersQueue, '* * * * *', {});
  jobs.work(remindersQueue, async () => {
    await services.reminders.sendDueReminders();
  });
}

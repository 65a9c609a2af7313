import { z } from 'zod';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';

export const lectureDeadlineQueue = defineQueue({
  name: 'lecture-deadline',
  schema: z.object({}),
  // One run at a time across instances; each lecture is settled under its row lock even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
});

export const lectureCompletionQueue = defineQueue({
  name: 'lecture-completion',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
});

/**
 * Every five minutes: open lectures past their sign-up deadline are confirmed or called off
 * (mails 36, 37), and confirmed lectures that have ended are completed (mail 40).
 */
export function scheduleLectureJobs(jobs: TJobs, services: Pick<TServices, 'lectures'>): void {
  jobs.schedule(lectureDeadlineQueue, '*/5 * * * *', {});
  jobs.work(lectureDeadlineQueue, async () => {
    await services.lectures.settleDeadlines(jobActor(lectureDeadlineQueue.name));
  });
  jobs.schedule(lectureCompletionQueue, '*/5 * * * *', {});
  jobs.work(lectureCompletionQueue, async () => {
    await services.lectures.completeEnded(jobActor(lectureCompletionQueue.name));
  });
}

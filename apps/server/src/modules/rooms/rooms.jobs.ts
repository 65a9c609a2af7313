import { z } from 'zod';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';
import { ROOM_SESSION_ENDS_JOB } from './rooms.service.ts';

export const sessionEndsQueue = defineQueue({
  name: ROOM_SESSION_ENDS_JOB,
  schema: z.object({}),
  // One run at a time across instances; completing a course twice changes nothing even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

/** Every minute: the sessions whose room has closed while they were under way end by the clock. */
export function scheduleSessionEnds(jobs: TJobs, services: Pick<TServices, 'rooms'>): void {
  jobs.schedule(sessionEndsQueue, '* * * * *', {});
  jobs.work(sessionEndsQueue, async () => {
    await services.rooms.completeEndedSessions();
  });
}

import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineQueue, type TJobs } from '../../platform/jobs/jobs.ts';
import type { TServices } from '../../services.ts';
import * as repo from './accounts.repo.ts';

export const accountsMaintenanceQueue = defineQueue({
  name: 'maintenance-accounts',
  schema: z.object({}),
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/**
 * Every ten minutes: SMS codes past their expiry. Expiry (10 minutes) is longer than the wait
 * before another code, so the newest code a wait is measured from is never one of them.
 */
export function scheduleAccountsMaintenance(jobs: TJobs, deps: { db: Db; now: () => Date }): void {
  jobs.schedule(accountsMaintenanceQueue, '*/10 * * * *', {});
  jobs.work(accountsMaintenanceQueue, () => repo.deleteExpiredPhoneVerifications(deps.db, deps.now()));
}

export const freeTrialRemindersQueue = defineQueue({
  name: 'free-trial-reminders',
  schema: z.object({}),
  // One run at a time across instances; each reminder is a guarded update even so.
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/** Daily at 10:00 Taipei (02:00 UTC): clients stuck at the trial's first steps are reminded once (mail 45). */
export function scheduleFreeTrialReminders(jobs: TJobs, services: Pick<TServices, 'accounts'>): void {
  jobs.schedule(freeTrialRemindersQueue, '0 2 * * *', {});
  jobs.work(freeTrialRemindersQueue, async () => {
    await services.accounts.remindUnfinishedFreeTrials();
  });
}

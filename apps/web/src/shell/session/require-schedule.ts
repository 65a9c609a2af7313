import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { translator } from '../../lib/i18n';
import { logger } from '../../lib/logger';
import { queryClient } from '../../lib/query-client';
import { messageDialog } from '../dialogs';
import { getIsSetSchedule } from './api/get-is-set-schedule';
import { profileQueryOptions } from './get-profile';
import { readSession } from './session-store';

/**
 * Route guard of /counselor/createissuecourse: a counselor without service times is sent to the
 * calendar to set them first, and told why. If the answer cannot be had, the page opens and the
 * server refuses the topic itself.
 */
export async function requireSchedule(): Promise<null> {
  // The role guard beside this one sends everyone else away.
  if (readSession()?.role !== 'counselor') return null;
  let isSet: boolean;
  try {
    const profile = await queryClient.ensureQueryData(profileQueryOptions('counselor'));
    if (profile.role !== 'counselor') return null;
    isSet = await getIsSetSchedule(profile.profile.id);
  } catch (error) {
    logger.warn('checking the schedule failed', error);
    return null;
  }
  if (isSet) return null;
  void messageDialog({
    title: translator.t('shell:schedule.title'),
    message: translator.t('shell:schedule.message'),
  });
  throw redirect(paths.counselor.scheduleCalendar.getHref());
}

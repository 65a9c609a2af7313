import type { TRole } from '@app/contracts/enums';
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useCourseCount } from './counters/api/get-course-count';
import { BellIcon } from './icons';

/** The reservation bell: the number of coming courses, leading to them. Experts have none. */
export function ReservationBell({ role }: { role: TRole }) {
  const { t } = useTranslation('shell');
  const count = useCourseCount(role).data ?? 0;
  if (role === 'expert') return null;
  const href = role === 'client' ? paths.user.nextCourse.getHref() : paths.counselor.nextCourse.getHref();
  return (
    <ActionIcon
      component={Link}
      to={href}
      variant="subtle"
      color="gray"
      c="gray.8"
      size="lg"
      aria-label={t('bell.label', { count })}
    >
      <Indicator color="red.8" size={16} offset={2} label={count} disabled={count === 0}>
        <BellIcon />
      </Indicator>
    </ActionIcon>
  );
}

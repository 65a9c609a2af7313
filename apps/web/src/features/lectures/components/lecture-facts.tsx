import type { TLecture } from '@app/contracts/lectures';
import type { ReactNode } from 'react';
import { Fact, Facts } from '../../../components/ui/card';
import { dayInTaipei, formatDate, formatDateTime, formatTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';

/** When a lecture is held, in Taiwan's time: its day and weekday, its start and end. */
export function lectureWhen(t: TFunction<'lectures'>, lecture: Pick<TLecture, 'startTime' | 'endTime'>) {
  return t('facts.whenText', {
    date: formatDate(lecture.startTime),
    weekday: t('facts.weekdays', { returnObjects: true })[dayInTaipei(lecture.startTime).weekday],
    start: formatTime(lecture.startTime),
    end: formatTime(lecture.endTime),
  });
}

/** 免費 for a free lecture, else its points. */
export function priceText(t: TFunction<'lectures'>, points: number) {
  return points === 0 ? t('facts.free') : t('facts.points', { points: formatNumber(points) });
}

/**
 * A lecture's short facts: when, where, the price, the seats left while it takes sign-ups, and the
 * sign-up deadline; a page's further facts come after them.
 */
export function LectureFacts({ lecture, children }: { lecture: TLecture; children?: ReactNode }) {
  const { t } = useTranslation('lectures');
  const seatsLeft = lecture.maxMembers - lecture.memberCount;
  return (
    <Facts>
      <Fact
        term={t('facts.when')}
        value={<time dateTime={lecture.startTime}>{lectureWhen(t, lecture)}</time>}
      />
      <Fact term={t('facts.place')} value={lecture.place} />
      <Fact term={t('facts.price')} value={priceText(t, lecture.price)} />
      {lecture.status === 'open' && (
        <Fact
          term={t('facts.seats')}
          value={seatsLeft > 0 ? t('facts.seatsLeft', { count: seatsLeft }) : t('facts.full')}
        />
      )}
      <Fact term={t('facts.deadline')} value={formatDateTime(lecture.signupDeadline)} />
      {children}
    </Facts>
  );
}

/** How many have signed up, against the minimum that holds the lecture and the maximum. */
export function MembersFact({ lecture }: { lecture: TLecture }) {
  const { t } = useTranslation('lectures');
  return (
    <Fact
      term={t('facts.members')}
      value={t('facts.membersText', {
        count: lecture.memberCount,
        min: lecture.minMembers,
        max: lecture.maxMembers,
      })}
    />
  );
}

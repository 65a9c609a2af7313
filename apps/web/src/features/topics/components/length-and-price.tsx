import { CourseLength, type TCourseLength } from '@app/contracts/enums';
import { useTranslation } from '../../../lib/use-translation';
import { Fact } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/numbers';

/** Minutes of talking in each length; the rest of the booked slot is buffer (domain spec §9). */
const sessionMinutes: Record<TCourseLength, number> = {
  [CourseLength.SixtyMinutes]: 50,
  [CourseLength.NinetyMinutes]: 80,
  [CourseLength.ThirtyMinutes]: 25,
  [CourseLength.TwentyMinutes]: 20,
  [CourseLength.Custom]: 60,
};

/** A topic's talking time and its price in points, as two facts of a Facts list. */
export function LengthAndPriceFacts({ length, price }: { length: TCourseLength; price: number }) {
  const { t } = useTranslation('directory');
  return (
    <>
      <Fact
        term={t('focusIssues.length')}
        value={t('focusIssues.minutes', { minutes: sessionMinutes[length] })}
      />
      <Fact term={t('focusIssues.price')} value={t('focusIssues.points', { points: formatNumber(price) })} />
    </>
  );
}

import { ErrorCode } from '@app/contracts/error-codes';
import { RatingForm } from '../../../components/ui/rating-form';
import { useTranslation } from '../../../lib/use-translation';
import { useRateCourse } from '../api/rate-course';

/** The client's rating of a finished session. */
export function CourseRatingForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('room');
  return (
    <RatingForm
      rate={useRateCourse(courseId)}
      formLabel={t('feedback.formLabel')}
      alreadyRatedCode={ErrorCode.FeedbackAlreadyGiven}
      alreadyRatedText={t('feedback.alreadyRated')}
    />
  );
}

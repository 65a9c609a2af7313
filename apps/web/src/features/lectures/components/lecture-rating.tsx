import { ErrorCode } from '@app/contracts/error-codes';
import type { TLectureSignup } from '@app/contracts/lectures';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { RatingForm } from '../../../components/ui/rating-form';
import { StaticStars } from '../../../components/ui/static-stars';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { useRateLecture } from '../api/lecture-signups';

/** The member's rating form for a completed lecture. */
function LectureRatingForm({ signup }: { signup: TLectureSignup }) {
  const { t } = useTranslation('lectures');
  return (
    <RatingForm
      rate={useRateLecture(signup.lecture.id)}
      formLabel={t('mine.ratingFormLabel', { title: signup.lecture.title })}
      alreadyRatedCode={ErrorCode.LectureAlreadyRated}
      alreadyRatedText={t('mine.alreadyRated')}
    />
  );
}

/**
 * A member's say on a completed lecture: the rating they gave, or 評價這場講座, which opens the
 * form in place (it stays, with its thanks, once the list is read again).
 */
export function LectureRating({ signup }: { signup: TLectureSignup }) {
  const { t } = useTranslation('lectures');
  const [rating, setRating] = useState(false);
  const { feedback } = signup;
  return (
    <Stack gap="xs">
      {feedback && (
        <>
          <Group gap="xs">
            <Text fz="sm">{t('mine.yourRating')}</Text>
            <StaticStars grade={feedback.grade} />
            <VisuallyHidden>{t('mine.stars', { grade: feedback.grade })}</VisuallyHidden>
            <Text fz="sm" c="dimmed">
              {formatDate(feedback.createTime)}
            </Text>
          </Group>
          {feedback.comment && <Text fz="sm">{feedback.comment}</Text>}
        </>
      )}
      {rating ? (
        <LectureRatingForm signup={signup} />
      ) : (
        signup.canRate && (
          <Button variant="light" w="fit-content" onClick={() => setRating(true)}>
            {t('mine.rate')}
            <VisuallyHidden>{` ${signup.lecture.title}`}</VisuallyHidden>
          </Button>
        )
      )}
    </Stack>
  );
}

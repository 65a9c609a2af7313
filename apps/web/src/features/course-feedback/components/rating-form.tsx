import { FEEDBACK_COMMENT_MAX_CHARS } from '@app/contracts/courses';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useRateCourse } from '../api/rate-course';
import { StarRating } from './star-rating';

/**
 * The client's rating of a finished session: 1 to 5 stars, each named for screen readers and
 * chosen with the arrow keys too, and an optional comment. Thanks replace the form once sent.
 */
export function RatingForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('room');
  const errorText = useErrorText();
  const rate = useRateCourse(courseId);
  const [grade, setGrade] = useState(0);
  const [comment, setComment] = useState('');
  const [missingGrade, setMissingGrade] = useState(false);
  const errorId = useId();

  const alreadyRated =
    rate.error instanceof ApiError && rate.error.errorCode === ErrorCode.FeedbackAlreadyGiven;
  if (rate.isSuccess || alreadyRated) {
    return (
      <Alert color="teal" role="status" data-testid="rating-thanks">
        {rate.isSuccess ? t('feedback.thanks') : t('feedback.alreadyRated')}
      </Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (grade < 1) return setMissingGrade(true);
    rate.mutate({ grade, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('feedback.formLabel')}>
      <Stack gap="sm">
        <div>
          <StarRating
            legend={t('feedback.grade')}
            value={grade}
            onChange={(value) => {
              setGrade(value);
              setMissingGrade(false);
            }}
            labelOf={(value) => t(`feedback.stars.${value}`)}
            {...(missingGrade ? { describedBy: errorId } : {})}
          />
          {missingGrade && (
            <Text id={errorId} c="red.9" size="sm" role="alert">
              {t('feedback.gradeRequired')}
            </Text>
          )}
        </div>
        <Textarea
          label={t('feedback.comment')}
          description={t('feedback.commentHint', { max: FEEDBACK_COMMENT_MAX_CHARS })}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={FEEDBACK_COMMENT_MAX_CHARS}
          rows={3}
        />
        {rate.error && !alreadyRated && (
          <Alert color="red" role="alert">
            {errorText(rate.error)}
          </Alert>
        )}
        <Button type="submit" loading={rate.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
}

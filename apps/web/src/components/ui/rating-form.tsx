import { FEEDBACK_COMMENT_MAX_CHARS, type TFeedbackInput } from '@app/contracts/feedback';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/form-errors';
import { useTranslation } from '../../lib/use-translation';
import { StarRating } from './star-rating';

/**
 * A client's rating of something they took part in (a session, a lecture): 1 to 5 stars, each
 * named for screen readers and chosen with the arrow keys too, and an optional comment. Thanks
 * replace the form once sent; a second rating, refused with `alreadyRatedCode`, is thanked too.
 */
export function RatingForm({
  rate,
  formLabel,
  alreadyRatedCode,
  alreadyRatedText,
}: {
  rate: UseMutationResult<unknown, Error, TFeedbackInput>;
  formLabel: string;
  alreadyRatedCode: number;
  alreadyRatedText: string;
}) {
  const { t } = useTranslation('rating');
  const errorText = useErrorText();
  const [grade, setGrade] = useState(0);
  const [comment, setComment] = useState('');
  const [missingGrade, setMissingGrade] = useState(false);
  const errorId = useId();

  const alreadyRated = rate.error instanceof ApiError && rate.error.errorCode === alreadyRatedCode;
  if (rate.isSuccess || alreadyRated) {
    return (
      <Alert color="teal" role="status" data-testid="rating-thanks">
        {rate.isSuccess ? t('thanks') : alreadyRatedText}
      </Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (grade < 1) return setMissingGrade(true);
    rate.mutate({ grade, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={formLabel}>
      <Stack gap="sm">
        <div>
          <StarRating
            legend={t('grade')}
            value={grade}
            onChange={(value) => {
              setGrade(value);
              setMissingGrade(false);
            }}
            labelOf={(value) => t(`stars.${value}`)}
            {...(missingGrade ? { describedBy: errorId } : {})}
          />
          {missingGrade && (
            <Text id={errorId} c="red.9" size="sm" role="alert">
              {t('gradeRequired')}
            </Text>
          )}
        </div>
        <Textarea
          label={t('comment')}
          description={t('commentHint', { max: FEEDBACK_COMMENT_MAX_CHARS })}
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
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

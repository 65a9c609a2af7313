import { ZArticleReviewSchema, type TWrittenArticle } from '@app/contracts/articles';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LengthCounter } from '../../../components/ui/length-counter';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { showToast } from '../../../shell/overlays/toast';
import { useRefreshArticleToReview, useReviewArticle } from '../api/written-articles';

/** The longest review comment (ZArticleReviewSchema). */
const COMMENT_LIMIT = 1000;

/**
 * An expert's decision on an article waiting: 刊出 (after a confirmation: it goes public at once
 * and the author is mailed), or 退回 with a comment the author reads, which returning requires.
 * Then back to the queue; an article someone else decided meanwhile (409) says so calmly.
 */
export function ArticleDecision({ article }: { article: TWrittenArticle }) {
  const { t } = useTranslation('columnWriting');
  const navigate = useNavigate();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const review = useReviewArticle();
  const refresh = useRefreshArticleToReview();
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [decided, setDecided] = useState(false);

  const decide = async (approve: boolean) => {
    setCommentError(undefined);
    setFailure(null);
    const checked = ZArticleReviewSchema.safeParse({ approve, comment });
    if (!checked.success) {
      setCommentError(validationText(checked.error.issues[0]?.message));
      return;
    }
    if (approve) {
      const confirmed = await confirmDialog({
        title: t('review.publishConfirm.title'),
        message: t('review.publishConfirm.message', { title: article.title }),
        confirmLabel: t('review.publishConfirm.confirm'),
        cancelLabel: t('review.publishConfirm.cancel'),
      });
      if (!confirmed) return;
    }
    review.mutate(
      { id: article.id, review: checked.data },
      {
        onSuccess: () => {
          showToast({
            message: approve
              ? t('review.published', { title: article.title })
              : t('review.returned', { title: article.title }),
          });
          void navigate(paths.expert.articles.getHref());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === ErrorCode.ArticleNotInReview) {
            setDecided(true);
            void refresh(article.id);
            return;
          }
          setFailure(error);
        },
      },
    );
  };

  if (decided)
    return (
      <Alert color="blue" role="status">
        {t('review.decided')}
      </Alert>
    );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        {t('review.decision')}
      </Title>
      <Text c="gray.8">{t('review.decisionHint')}</Text>
      <Textarea
        label={t('review.comment')}
        description={
          <>
            {t('review.commentHint')} <LengthCounter value={comment} max={COMMENT_LIMIT} />
          </>
        }
        autosize
        minRows={3}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={commentError}
      />
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Group>
        <Button
          color="sea"
          loading={review.isPending && review.variables.review.approve === true}
          disabled={review.isPending}
          onClick={() => void decide(true)}
        >
          {t('review.publish')}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={review.isPending && review.variables.review.approve === false}
          disabled={review.isPending}
          onClick={() => void decide(false)}
        >
          {t('review.return')}
        </Button>
      </Group>
    </Stack>
  );
}

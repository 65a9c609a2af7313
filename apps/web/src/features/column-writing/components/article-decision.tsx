import { ZArticleReviewSchema, type TArticleReview, type TWrittenArticle } from '@app/contracts/articles';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ReviewDecision } from '../../../components/ui/review-decision';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { showToast } from '../../../shell/overlays/toast';
import { useRefreshArticleToReview, useReviewArticle } from '../api/written-articles';

/**
 * An expert's decision on an article waiting: 刊出 (after a confirmation: it goes public at once
 * and the author is mailed), or 退回 with a comment the author reads, which returning requires.
 * Then back to the queue; an article someone else decided meanwhile (409) says so calmly.
 */
export function ArticleDecision({ article }: { article: TWrittenArticle }) {
  const { t } = useTranslation('columnWriting');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const review = useReviewArticle();
  const refresh = useRefreshArticleToReview();
  const headingId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [decided, setDecided] = useState(false);

  const decide = async (decision: TArticleReview & { approve: boolean }) => {
    setFailure(null);
    if (decision.approve) {
      const confirmed = await confirmDialog({
        title: t('review.publishConfirm.title'),
        message: t('review.publishConfirm.message', { title: article.title }),
        confirmLabel: t('review.publishConfirm.confirm'),
        cancelLabel: t('review.publishConfirm.cancel'),
      });
      if (!confirmed) return;
    }
    try {
      await review.mutateAsync({ id: article.id, review: decision });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === ErrorCode.ArticleNotInReview) {
        setDecided(true);
        void refresh(article.id);
      } else {
        setFailure(error);
      }
      return;
    }
    // After the mutation's own promise rather than in a callback of this form: once the decided
    // article is in the cache the page shows it in the form's place, and an unmounted form's
    // callbacks never run.
    showToast({
      message: decision.approve
        ? t('review.published', { title: article.title })
        : t('review.returned', { title: article.title }),
    });
    void navigate(paths.expert.articles.getHref());
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
      <ReviewDecision
        label={t('review.comment')}
        hint={t('review.commentHint')}
        acceptLabel={t('review.publish')}
        rejectLabel={t('review.return')}
        busy={review.isPending}
        check={(approve, comment) => ZArticleReviewSchema.safeParse({ approve, comment })}
        onDecide={({ checked }) => void decide(checked)}
      />
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorText(failure)}
        </Alert>
      )}
    </Stack>
  );
}

import { IssueCourseApproveStatus } from '@app/contracts/enums';
import { ZTopicReviewSchema, type TPendingTopic, type TTopicFields } from '@app/contracts/issue-courses';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { showToast } from '../../../shell/overlays/toast';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { ReviewDecision } from '../../../components/ui/review-decision';
import { ReviewQueue } from '../../../components/ui/review-queue';
import { usePendingTopics, useReviewTopic } from '../../../features/topics/api/own-topics';
import { ImageCover } from '../../../features/topics/components/image-cover';
import { topicCategoryLabel } from '../../../features/topics/components/topic-category';
import { useErrorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/dates';

const shownFields = [
  'title',
  'category',
  'customCategory',
  'targetAudience',
  'keywords',
  'description',
  'detail',
  'coverVideoUrl',
  'coverImage',
  'length',
  'price',
  'isVisible',
] as const satisfies readonly (keyof TTopicFields)[];

const lengthMinutes: Record<number, number> = { 0: 50, 1: 80, 2: 25, 3: 20, 4: 60 };

/** One field's value as a reviewer reads it. */
function useFieldText() {
  const { t } = useTranslation(['topics', 'directory']);
  const { t: directoryText } = useTranslation('directory');
  return (field: (typeof shownFields)[number], fields: TTopicFields): string => {
    const value = fields[field];
    if (field === 'category') return topicCategoryLabel(directoryText, fields.category);
    if (field === 'length')
      return t('directory:focusIssues.minutes', { minutes: lengthMinutes[fields.length] });
    if (field === 'isVisible') return value ? t('review.yes') : t('review.no');
    return String(value);
  };
}

/** The proposed version beside the approved one (for an edit), changed rows marked. */
function FieldsSideBySide({ topic }: { topic: TPendingTopic }) {
  const { t } = useTranslation('topics');
  const text = useFieldText();
  const { approved, proposed } = topic;
  // The cover image shows as itself; the rest as text.
  const cell = (field: (typeof shownFields)[number], fields: TTopicFields) =>
    field === 'coverImage' && fields.coverImage !== '' ? (
      <ImageCover path={fields.coverImage} alt={t('form.coverImagePreview')} maw={240} />
    ) : (
      text(field, fields)
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withColumnBorders verticalSpacing="xs" style={{ whiteSpace: 'pre-wrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('review.field')}</Table.Th>
            {approved && <Table.Th scope="col">{t('review.approved')}</Table.Th>}
            <Table.Th scope="col">{t('review.proposed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shownFields.map((field) => {
            const changed = approved !== null && text(field, approved) !== text(field, proposed);
            return (
              <Table.Tr key={field} bg={changed ? 'yellow.0' : undefined}>
                <Table.Th scope="row">
                  <Stack gap={2}>
                    {t(`form.${field}`)}
                    {changed && (
                      <Badge color="grape.9" variant="filled" size="sm">
                        {t('review.changed')}
                      </Badge>
                    )}
                  </Stack>
                </Table.Th>
                {approved && <Table.Td>{cell(field, approved)}</Table.Td>}
                <Table.Td>{cell(field, proposed)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One topic waiting: who sent it and why, what changed, and the decision with its comment. */
function PendingTopicCard({ topic }: { topic: TPendingTopic }) {
  const { t } = useTranslation('topics');
  const review = useReviewTopic();
  const errorText = useErrorText();
  const headingId = `pending-${topic.id}`;

  return (
    <Card component="article" withBorder aria-labelledby={headingId} padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="h3" id={headingId}>
            {topic.proposed.title}
          </Title>
          <Badge variant="filled" color={topic.approved ? 'grape.9' : 'teal.9'}>
            {topic.approveStatus === IssueCourseApproveStatus.EditedUnderReview
              ? t('review.editedTopic')
              : t('review.newTopic')}
          </Badge>
        </Group>
        <Text>{t('review.counselor', { name: topic.counselor.fullName })}</Text>
        <Text c="gray.8">
          {t('review.submittedAt', {
            time: formatDateTime(topic.submittedAt),
          })}
        </Text>
        <Text>{t('review.note', { note: topic.revisionNote })}</Text>
        <FieldsSideBySide topic={topic} />
        <ReviewDecision
          label={t('review.comment')}
          hint={t('review.commentHint')}
          acceptLabel={t('review.accept')}
          rejectLabel={t('review.reject')}
          busy={review.isPending}
          check={(approve, comment) => ZTopicReviewSchema.safeParse({ approve, comment })}
          onDecide={({ accept, text }) =>
            review.mutate(
              { id: topic.id, review: { approve: accept, comment: text } },
              {
                onSuccess: () =>
                  showToast({
                    message: accept
                      ? t('review.accepted', { title: topic.proposed.title })
                      : t('review.rejectedDone', { title: topic.proposed.title }),
                  }),
                onError: (error) => showToast({ color: 'red', message: errorText(error) }),
              },
            )
          }
        />
      </Stack>
    </Card>
  );
}

/** /expert/reviewissuecourselist: the topics waiting for review, oldest first. */
export default function ReviewTopicsPage() {
  const { t } = useTranslation('topics');
  const pending = usePendingTopics();
  return (
    <ContentPage title={t('review.title')} lead={t('review.lead')} size="lg">
      <ReviewQueue
        queue={pending}
        texts={{ loading: t('review.loading'), error: t('review.error'), empty: t('review.empty') }}
        card={(topic) => <PendingTopicCard topic={topic} />}
      />
    </ContentPage>
  );
}

import { IssueCourseApproveStatus } from '@app/contracts/enums';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { showToast } from '../../../shell/overlays/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useMyTopics, useWithdrawTopic } from '../../../features/topics/api/own-topics';
import { useErrorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/dates';

/** Dark enough for white text on every one (WCAG AA). */
const statusColor = { 0: 'gray.7', 1: 'blue.9', 2: 'teal.9', 3: 'grape.9' } as const;

/** /counselor/issuecourselist: the counselor's topics with their review status and what they may do next. */
export default function CounselorTopicListPage() {
  const { t } = useTranslation('topics');
  const topics = useMyTopics();
  const withdraw = useWithdrawTopic();
  const errorText = useErrorText();

  const body = (() => {
    if (topics.isPending) return <PageLoader label={t('list.loading')} />;
    if (topics.isError)
      return (
        <Alert color="red" role="alert">
          {t('list.error')}
        </Alert>
      );
    if (topics.data.totalRecords === 0) return <Text>{t('list.empty')}</Text>;
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.topic')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th>{t('list.updated')}</Table.Th>
              <Table.Th>{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {topics.data.records.map((topic) => {
              const waiting =
                topic.approveStatus === IssueCourseApproveStatus.UnderReview ||
                topic.approveStatus === IssueCourseApproveStatus.EditedUnderReview;
              const published =
                topic.approveStatus === IssueCourseApproveStatus.Audited ||
                topic.approveStatus === IssueCourseApproveStatus.EditedUnderReview;
              return (
                <Table.Tr key={topic.id}>
                  <Table.Td>{topic.title}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[topic.approveStatus]} variant="filled">
                      {t(`status.${topic.approveStatus}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(topic.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Anchor component={Link} to={`${paths.counselor.editCourse.getHref()}?id=${topic.id}`}>
                        {t('list.edit')}
                        <VisuallyHidden>{` ${topic.title}`}</VisuallyHidden>
                      </Anchor>
                      {published && (
                        <Anchor component={Link} to={paths.focusIssue.getHref(topic.id)}>
                          {t('list.view')}
                        </Anchor>
                      )}
                      {waiting && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={withdraw.isPending && withdraw.variables === topic.id}
                          onClick={() =>
                            withdraw.mutate(topic.id, {
                              onSuccess: () => showToast({ message: t('list.withdrawn') }),
                              onError: (error) => showToast({ color: 'red', message: errorText(error) }),
                            })
                          }
                        >
                          {t('list.withdraw')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  })();

  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.counselor.createIssueCourse.getHref()}>
            {t('list.create')}
          </Button>
        </Group>
        {body}
      </Stack>
    </ContentPage>
  );
}

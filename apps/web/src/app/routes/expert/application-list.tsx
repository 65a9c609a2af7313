import {
  counselorApplicationSteps,
  ZRejectApplicationSchema,
  type TPendingApplication,
} from '@app/contracts/counselor-applications';
import { Alert, Button, Card, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ContentPage } from '../../../components/ui/content-page';
import { UploadedDocument } from '../../../components/ui/file-field';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  useDecideApplication,
  usePendingApplications,
} from '../../../features/applications/api/applications';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { answerRows, type TAnswerRow } from '../../../features/applications/answer-rows';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import { profileName, useProfile } from '../../../shell/session/get-profile';
import { showToast } from '../../../shell/overlays/toast';

function ApplicationCard({ application }: { application: TPendingApplication }) {
  const { t } = useTranslation('application');
  const decide = useDecideApplication();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const name = application.answers.personalInfo?.name ?? application.applicant.nickName;
  const answerLabel = (row: TAnswerRow) => {
    // Keys made from the answers: answer-rows.test.ts checks that each has a text.
    const question = t(`fields.${row.field}` as never) as string;
    return row.entry === null ? question : `${t('entry', { number: row.entry })} · ${question}`;
  };
  /** A value as the form offered it: option texts, yes or no, or what was typed. */
  const answerText = ({ value, choice }: TAnswerRow) => {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    if (values.length === 0 || value === null || value === '') return t('review.noAnswer');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    return values
      .map((item) => (choice ? (t(`options.${choice}.${String(item)}` as never) as string) : String(item)))
      .join(t('review.separator'));
  };

  const run = async (approve: boolean) => {
    setFailure(null);
    setCommentError(undefined);
    if (!approve) {
      const checked = ZRejectApplicationSchema.safeParse({ comment });
      if (!checked.success) {
        setCommentError(validationText(checked.error.issues[0]?.message));
        return;
      }
    } else if (
      !(await confirmDialog({
        title: t('review.title'),
        message: t('review.confirmApprove'),
        confirmLabel: t('review.approve'),
      }))
    )
      return;
    try {
      await decide.mutateAsync({ id: application.id, approve, comment });
      showToast({ message: approve ? t('review.approved') : t('review.rejected') });
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {name} ({application.applicant.email})
          </Title>
          <Text size="sm">{t('review.submittedAt', { date: formatDateTime(application.submittedAt) })}</Text>
        </Group>
        {application.decisions.map((decision) => (
          <Text key={decision.decidedAt} size="sm" c="red.9">
            {t('review.earlier', { comment: decision.comment })}
          </Text>
        ))}
        {counselorApplicationSteps.map((step) => (
          <section key={step} aria-label={t(`steps.${step}`)}>
            <Title order={3} fz="md" mb={4}>
              {t(`steps.${step}`)}
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table withColumnBorders verticalSpacing={4} style={{ whiteSpace: 'pre-wrap' }}>
                <Table.Tbody>
                  {answerRows(application.answers[step]).map((row) => {
                    const { value } = row;
                    const label = answerLabel(row);
                    const upload = typeof value === 'string' ? application.files[value] : undefined;
                    const uploads = Array.isArray(value)
                      ? value.map((item) => (typeof item === 'string' ? application.files[item] : undefined))
                      : [];
                    return (
                      <Table.Tr key={row.path}>
                        <Table.Th scope="row" w="35%">
                          {label}
                        </Table.Th>
                        <Table.Td>
                          {upload ? (
                            <UploadedDocument upload={upload} label={label} />
                          ) : uploads.some(Boolean) ? (
                            uploads.map(
                              (item) =>
                                item && <UploadedDocument key={item.id} upload={item} label={label} />,
                            )
                          ) : (
                            answerText(row)
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        ))}
        <Textarea
          label={t('review.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={commentError}
          autosize
          minRows={2}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button color="sea" loading={decide.isPending} onClick={() => void run(true)}>
            {t('review.approve')}
          </Button>
          <Button color="red" variant="light" loading={decide.isPending} onClick={() => void run(false)}>
            {t('review.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /expert/applicationlist, an expert's home: counselor applications waiting, every detail and document. */
export default function ExpertApplicationListPage() {
  const { t } = useTranslation(['application', 'common']);
  const pending = usePendingApplications();
  const profile = useProfile();
  const errorText = useErrorText();
  if (pending.isPending) return <PageLoader label={t('review.loading')} />;
  return (
    <ContentPage title={t('review.title')}>
      {profile.data && (
        <Text fz="lg">{t('common:roleHome.greeting', { name: profileName(profile.data) })}</Text>
      )}
      {pending.isError ? (
        <Alert color="red" role="alert">
          {errorText(pending.error)}
        </Alert>
      ) : pending.data.length === 0 ? (
        <Text>{t('review.empty')}</Text>
      ) : (
        <Stack>
          {pending.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </Stack>
      )}
    </ContentPage>
  );
}

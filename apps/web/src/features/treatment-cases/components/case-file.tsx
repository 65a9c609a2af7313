import type { EFFECTIVENESS_SCORES, TCase } from '@app/contracts/treatment-cases';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Fact, Facts } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { CaseRecords } from './case-records';
import { CaseStatusBadge } from './case-status-badge';
import { useIssueNames } from './issue-names';
import { CloseCase } from './close-case';
import { EditCase } from './edit-case';
import { RecordForm } from './record-form';

/** A part of the file under its own heading, with the action that changes it beside the heading. */
function FileSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** A longer text of the file under a label of its own, its line breaks kept. */
function LongText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
    </Stack>
  );
}

/**
 * One case file: whose it is and its status, what it is about, its records and, once closed, how it
 * ended. An open case may be edited, given records and closed; a closed one is only read.
 */
export function CaseFile({ file, sessionId = null }: { file: TCase; sessionId?: string | null }) {
  const { t } = useTranslation('cases');
  const issueNames = useIssueNames();
  const open = file.status !== 'closed';
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Text fz="xl" fw={600}>
              {file.client.nickName}
            </Text>
            <CaseStatusBadge status={file.status} />
          </Group>
          <Group gap="md">
            <Text fz="sm" c="gray.7">
              {t('case.openedAt', { date: formatDate(file.openedAt) })}
            </Text>
            {file.closedAt && (
              <Text fz="sm" c="gray.7">
                {t('case.closedAt', { date: formatDate(file.closedAt) })}
              </Text>
            )}
          </Group>
        </Stack>
        {open && <CloseCase file={file} />}
      </Group>
      <Text fz="sm" c="gray.7">
        {t('privacy')}
      </Text>

      <FileSection title={t('case.basics')} action={open && <EditCase file={file} />}>
        <Paper withBorder p="md">
          <Stack gap="md">
            <Facts>
              <Fact term={t('fields.target')} value={t(`target.${file.target}`)} />
              <Fact term={t('fields.issues')} value={issueNames(file.issues)} />
              <Fact term={t('fields.process')} value={t(`process.${file.processStatus}`)} />
            </Facts>
            <LongText label={t('fields.goal')} text={file.goal} />
          </Stack>
        </Paper>
      </FileSection>

      <FileSection title={t('records.title')}>
        <CaseRecords file={file} />
      </FileSection>

      {open ? (
        <FileSection title={t('records.form.title')}>
          <RecordForm file={file} sessionId={sessionId} />
        </FileSection>
      ) : (
        <FileSection title={t('closing.section')}>
          <Alert color="gray" role="note">
            {t('closing.readOnly')}
          </Alert>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Facts>
                {file.closeType && (
                  <Fact term={t('closing.closeType')} value={t(`closeType.${file.closeType}`)} />
                )}
                {file.effectivenessScore !== null && (
                  <Fact
                    term={t('closing.score')}
                    value={t('closing.scoreShown', {
                      score: file.effectivenessScore,
                      label: t(`score.${file.effectivenessScore as (typeof EFFECTIVENESS_SCORES)[number]}`),
                    })}
                  />
                )}
                {file.closedAt && <Fact term={t('closing.date')} value={formatDate(file.closedAt)} />}
              </Facts>
              {file.summary && <LongText label={t('closing.summary')} text={file.summary} />}
            </Stack>
          </Paper>
        </FileSection>
      )}
    </Stack>
  );
}

import type { TCaseStatus, TCaseSummary } from '@app/contracts/treatment-cases';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/card';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { CASE_PAGE_SIZE, useCases } from '../api/get-cases';
import { CaseStatusBadge } from './case-status-badge';
import { useIssueNames } from './issue-names';
import type { TStatusListing } from '../../../components/ui/status-tabs';
import { CardGrid } from '../../../components/ui/card-grid';

/** One case of the list: its number and client (a link to the file), its status and where it stands. */
function CaseCard({ summary }: { summary: TCaseSummary }) {
  const { t } = useTranslation('cases');
  const issueNames = useIssueNames();
  return (
    <Paper component="li" withBorder p="md" data-case={summary.caseNumber}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4">
            <Anchor component={Link} to={paths.counselor.case.getHref(summary.id)} inherit>
              {t('list.caseName', { number: summary.caseNumber, name: summary.client.nickName })}
            </Anchor>
          </Title>
          <CaseStatusBadge status={summary.status} />
        </Group>
        <Facts>
          <Fact term={t('list.process')} value={t(`process.${summary.processStatus}`)} />
          <Fact term={t('list.issues')} value={issueNames(summary.issues)} />
          <Fact term={t('list.records')} value={t('list.recordCount', { count: summary.recordCount })} />
          <Fact
            term={t('list.lastRecord')}
            value={summary.lastRecordAt ? formatDateTime(summary.lastRecordAt) : t('list.noRecord')}
          />
          <Fact term={t('list.openedAt')} value={formatDate(summary.openedAt)} />
        </Facts>
      </Stack>
    </Paper>
  );
}

/** One page of the counselor's cases of a status (every status without one), with the page numbers. */
export function CaseList({ status, page, onPage }: TStatusListing<TCaseStatus>) {
  const { t } = useTranslation('cases');
  const errorText = useErrorText();
  // Pages are counted from 1 on the screen, from 0 by the API.
  const cases = useCases(status, page - 1);

  if (cases.isPending) return <LoadingSpinner label={t('list.loading')} />;
  if (!cases.data)
    return (
      <Alert color="red" role="alert">
        {errorText(cases.error)}
      </Alert>
    );
  if (cases.data.totalRecords === 0)
    return (
      <Paper withBorder p="lg" bg="gray.0">
        <Text>{status ? t('list.emptyFiltered', { status: t(`status.${status}`) }) : t('list.empty')}</Text>
      </Paper>
    );
  const pages = Math.ceil(cases.data.totalRecords / CASE_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {cases.data.records.map((summary) => (
          <CaseCard key={summary.id} summary={summary} />
        ))}
      </CardGrid>
      {pages > 1 && <PageNavigation label={t('list.pages')} total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}

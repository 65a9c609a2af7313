import { caseStatuses } from '@app/contracts/treatment-cases';
import { Stack, Text } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { paths } from '../../../config/paths';
import { useCaseClients } from '../../../features/treatment-cases/api/get-case-clients';
import { CaseList } from '../../../features/treatment-cases/components/case-list';
import { CaseClientsPending, OpenCase } from '../../../features/treatment-cases/components/open-case';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Where a session's notes go (?course=, from the room once the session ended): the client's open
 * case, its record form on that session, or else a new case for the client.
 */
function SessionNotes({ courseId }: { courseId: string }) {
  const clients = useCaseClients(courseId);
  if (!clients.data) return <CaseClientsPending clients={clients} />;
  const client = clients.data.clients[0];
  if (!client) return <OpenCase />;
  if (client.openCaseId)
    return <Navigate replace to={paths.counselor.case.getHref(client.openCaseId, courseId)} />;
  return <OpenCase forSession={{ clientId: client.id, sessionId: courseId }} />;
}

/**
 * /counselor/cases: the counselor's case files by status (?status=, ?page=), and opening a new one;
 * ?course= leads to where that session's notes go.
 */
export default function CounselorCasesPage() {
  const { t } = useTranslation('cases');
  const [searchParams] = useSearchParams();
  const courseId = searchParams.get('course');
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <Stack gap="lg">
        <Text fz="sm" c="gray.7">
          {t('privacy')}
        </Text>
        {courseId ? <SessionNotes courseId={courseId} /> : <OpenCase />}
        <StatusTabs
          statuses={caseStatuses}
          label={t('list.filter')}
          allLabel={t('list.all')}
          statusLabel={(value) => t(`status.${value}`)}
        >
          {(listing) => <CaseList {...listing} />}
        </StatusTabs>
      </Stack>
    </ContentPage>
  );
}

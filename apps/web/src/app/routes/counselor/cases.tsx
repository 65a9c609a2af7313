import { caseStatuses, type TCaseStatus } from '@app/contracts/treatment-cases';
import { Stack, Tabs, Text } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { useCaseClients } from '../../../features/treatment-cases/api/get-case-clients';
import { CaseList } from '../../../features/treatment-cases/components/case-list';
import { CaseClientsPending, OpenCase } from '../../../features/treatment-cases/components/open-case';
import { listingParams, pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

const ALL = 'all';

function statusOf(value: string | null): TCaseStatus | null {
  return caseStatuses.find((status) => status === value) ?? null;
}

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
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const page = pageParam(searchParams.get('page'));
  const courseId = searchParams.get('course');
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <Stack gap="lg">
        <Text fz="sm" c="gray.7">
          {t('privacy')}
        </Text>
        {courseId ? <SessionNotes courseId={courseId} /> : <OpenCase />}
        <Tabs
          value={status ?? ALL}
          onChange={(value) => setSearchParams(listingParams({ status: statusOf(value) ?? undefined }))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('list.filter')} mb="lg">
            <Tabs.Tab value={ALL}>{t('list.all')}</Tabs.Tab>
            {caseStatuses.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`status.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {[ALL, ...caseStatuses].map((value) => (
            <Tabs.Panel key={value} value={value}>
              <CaseList
                status={status}
                page={page}
                onPage={(next) => setSearchParams(listingParams({ status: status ?? undefined }, next))}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </ContentPage>
  );
}

import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useLecture } from '../../../features/lectures/api/get-lectures';
import { LectureAction } from '../../../features/lectures/components/lecture-action';
import { LectureDetail } from '../../../features/lectures/components/lecture-detail';
import { lectureStructuredData } from '../../../features/lectures/components/lecture-structured-data';
import { ApiError } from '../../../lib/api-client';
import { usePageHead } from '../../../lib/page-head';
import { isUuid } from '../../../lib/uuid';
import { useTranslation } from '../../../lib/use-translation';

/** A search result's length of the description: its first sentences, whitespace folded. */
const DESCRIPTION_LENGTH = 150;

function excerpt(text: string): string {
  const folded = text.replace(/\s+/gu, ' ').trim();
  return folded.length > DESCRIPTION_LENGTH ? `${folded.slice(0, DESCRIPTION_LENGTH - 1)}…` : folded;
}

/**
 * /viewcounseloronlinegroup/1?id=: one lecture, whatever its status, with its rules and what the
 * reader can do about it (mails 36, 37 and 40 link here); an id that names none is not found.
 */
export default function LecturePage() {
  const { t } = useTranslation('lectures');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const lecture = useLecture(id);
  const data = lecture.data;
  usePageHead(
    data
      ? {
          title: data.title,
          description: excerpt(data.description),
          structuredData: [lectureStructuredData(data)],
        }
      : { title: t('lecture.fallbackTitle') },
  );

  // An id that cannot name a lecture is not asked for: it is as unknown as one the API does not know.
  const notFound =
    !isUuid(id) || (lecture.error instanceof ApiError && lecture.error.errorCode === ErrorCode.NotFound);
  const problem = notFound ? t('lecture.notFound') : lecture.isError ? t('lecture.error') : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()}>
          {t('lecture.back')}
        </Anchor>
        {problem !== null && (
          <>
            <Title order={1}>{t('lecture.fallbackTitle')}</Title>
            <Alert color={notFound ? 'gray' : 'red'} role="alert">
              {problem}
            </Alert>
          </>
        )}
        {problem === null && lecture.isPending && <PageLoader label={t('lecture.loading')} />}
        {data && <LectureDetail lecture={data} action={<LectureAction lecture={data} />} />}
      </Stack>
    </Container>
  );
}

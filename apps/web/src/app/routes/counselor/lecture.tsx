import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useOwnLecture } from '../../../features/lectures/api/counselor-lectures';
import { OwnLectureDetail } from '../../../features/lectures/components/own-lecture-detail';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { isUuid } from '../../../lib/uuid';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/lectures/:lectureId: one of the counselor's lectures with its members, and calling it off. */
export default function CounselorLecturePage() {
  const { t } = useTranslation('lectures');
  const errorText = useErrorText();
  const id = useParams()['lectureId'] ?? '';
  const lecture = useOwnLecture(id);
  const back = (
    <Anchor component={Link} to={paths.counselor.lectures.getHref()}>
      {t('detail.back')}
    </Anchor>
  );

  if (isUuid(id) && lecture.isPending) return <PageLoader label={t('detail.loading')} />;
  if (!lecture.data) {
    const notFound =
      !isUuid(id) || (lecture.error instanceof ApiError && lecture.error.errorCode === ErrorCode.NotFound);
    return (
      <ContentPage title={t('detail.fallbackTitle')}>
        <Stack gap="lg" align="flex-start">
          <Alert color={notFound ? 'gray' : 'red'} role="alert">
            {notFound ? t('detail.notFound') : errorText(lecture.error)}
          </Alert>
          {back}
        </Stack>
      </ContentPage>
    );
  }
  return (
    <ContentPage title={lecture.data.title} size="lg">
      {back}
      <OwnLectureDetail lecture={lecture.data} />
    </ContentPage>
  );
}

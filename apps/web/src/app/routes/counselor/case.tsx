import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCase } from '../../../features/treatment-cases/api/get-case';
import { CaseFile } from '../../../features/treatment-cases/components/case-file';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/cases/:caseId: one case file, its records and its closing (?session=: the record form's session). */
export default function CounselorCasePage() {
  const { t } = useTranslation('cases');
  const errorText = useErrorText();
  const caseId = useParams()['caseId'] ?? '';
  const [searchParams] = useSearchParams();
  const file = useCase(caseId);

  if (file.isPending) return <PageLoader label={t('case.loading')} />;
  const back = (
    <Anchor component={Link} to={paths.counselor.cases.getHref()}>
      {t('case.back')}
    </Anchor>
  );
  if (file.isError)
    return (
      <ContentPage title={t('case.fallbackTitle')}>
        <Stack gap="lg" align="flex-start">
          <Alert color="red" role="alert">
            {errorText(file.error)}
          </Alert>
          {back}
        </Stack>
      </ContentPage>
    );
  return (
    <ContentPage title={t('case.title', { number: file.data.caseNumber })}>
      <Stack gap="lg">
        {back}
        <CaseFile file={file.data} sessionId={searchParams.get('session')} />
      </Stack>
    </ContentPage>
  );
}

import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCounselor } from '../../../features/counselors/api/get-counselor';
import { CounselorProfile } from '../../../features/counselors/components/counselor-profile';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';

/** What clients see of the counselor: the directory's own answer, or why it gives none. */
function PublicPreview({ counselorId }: { counselorId: string }) {
  const { t } = useTranslation('directory');
  const counselor = useCounselor(counselorId);
  if (counselor.isPending) return <PageLoader label={t('counselor.loading')} />;
  if (counselor.error instanceof ApiError && counselor.error.errorCode === ErrorCode.NotFound)
    return (
      <Alert color="gray" role="status" title={t('personal.unlistedTitle')}>
        {t('personal.unlisted')}
      </Alert>
    );
  if (counselor.isError)
    return (
      <Alert color="red" role="alert">
        {t('counselor.error')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Anchor component={Link} to={paths.teamMember.getHref(counselorId)}>
          {t('personal.openPublic')}
        </Anchor>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <CounselorProfile counselor={counselor.data} />
      </Paper>
    </Stack>
  );
}

/**
 * /counselor/personal (個人檔案): the counselor's introduction as clients see it on their page in
 * the directory, and where to change it. A counselor not listed (not yet verified, say) is told so.
 */
export default function CounselorPersonalPage() {
  const { t } = useTranslation('directory');
  const profile = useProfile();
  const counselorId = profile.data?.role === 'counselor' ? profile.data.profile.id : null;
  return (
    <ContentPage title={t('personal.title')} lead={t('personal.lead')} size="md">
      <Text>
        <Anchor component={Link} to={paths.user.accountSetting.getHref()}>
          {t('personal.edit')}
        </Anchor>
      </Text>
      {counselorId ? (
        <PublicPreview counselorId={counselorId} />
      ) : (
        <PageLoader label={t('counselor.loading')} />
      )}
    </ContentPage>
  );
}

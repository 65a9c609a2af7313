import { ApplyStatus, type TApplyStatus } from '@app/contracts/enums';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useMyApplication } from '../../../features/applications/api/applications';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';

/** Where each status leads next. */
const nextLink: Partial<Record<TApplyStatus, string>> = {
  [ApplyStatus.None]: paths.joinTeam.getHref(),
  [ApplyStatus.Rejected]: paths.reviseApplication.getHref(),
  [ApplyStatus.Approved]: paths.verifyPhoneSingle.getHref(),
};

/** /applycounselorstep: the application's status and what happens next. */
export default function ApplyStatusPage() {
  const { t } = useTranslation('application');
  const profile = useProfile();
  const isClient = profile.data?.role === 'client';
  const application = useMyApplication(isClient);
  const errorText = useErrorText();
  if (profile.isPending) return <PageLoader label={t('loading')} />;

  // A new counselor reads this page until their phone is verified (their application is approved).
  let status: TApplyStatus;
  if (profile.data?.role === 'counselor')
    status = profile.data.profile.verifyStatus === 1 ? ApplyStatus.Complete : ApplyStatus.Approved;
  else if (application.data) status = application.data.status;
  else if (application.isError)
    return (
      <ContentPage title={t('status.title')}>
        <Alert color="red" role="alert">
          {errorText(application.error)}
        </Alert>
      </ContentPage>
    );
  else return <PageLoader label={t('loading')} />;

  const link = nextLink[status];
  const key = String(status) as '0' | '1' | '2' | '3' | '4';
  return (
    <ContentPage title={t('status.title')}>
      <Stack>
        <Group>
          <Text fw={700} fz="lg" c={status === ApplyStatus.Rejected ? 'red.9' : 'teal.9'}>
            {t(`status.${key}.label`)}
          </Text>
        </Group>
        {application.data?.submittedAt && (
          <Text size="sm">
            {t('status.submittedAt', { date: formatDateTime(application.data.submittedAt) })}
          </Text>
        )}
        <Text>{t(`status.${key}.next`)}</Text>
        {status === ApplyStatus.Rejected && application.data?.lastDecision && (
          <Alert color="orange" role="status">
            {t('rejectedComment', { comment: application.data.lastDecision.comment })}
          </Alert>
        )}
        {link && (
          <Group>
            <Button component={Link} to={link}>
              {t(`status.${key as '0' | '2' | '3'}.action`)}
            </Button>
          </Group>
        )}
      </Stack>
    </ContentPage>
  );
}

import { ErrorCode } from '@app/contracts/error-codes';
import type { TLecture, TLectureSignup } from '@app/contracts/lectures';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useLecture } from '../../../features/lectures/api/get-lectures';
import { activeSignupFor, useMySignups } from '../../../features/lectures/api/lecture-signups';
import { LectureFacts } from '../../../features/lectures/components/lecture-facts';
import { LectureRules } from '../../../features/lectures/components/lecture-rules';
import { SignupDone } from '../../../features/lectures/components/signup-done';
import { SignupForm } from '../../../features/lectures/components/signup-form';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { isUuid } from '../../../lib/uuid';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';

/** The lecture signed up for, in brief: its title and facts. */
function LectureSummary({ lecture }: { lecture: TLecture }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {lecture.title}
        </Title>
        <LectureFacts lecture={lecture} />
      </Stack>
    </Paper>
  );
}

/** The form, or why there is none: already signed up, or the lecture takes no sign-ups now. */
function SignupStep({ lecture, onDone }: { lecture: TLecture; onDone: (signup: TLectureSignup) => void }) {
  const { t } = useTranslation('lectures');
  const errorText = useErrorText();
  const profile = useProfile();
  const signups = useMySignups();
  if (profile.isPending || signups.isPending) return <PageLoader />;
  if (profile.data?.role !== 'client')
    return (
      <Alert color="red" role="alert">
        {errorText(profile.error)}
      </Alert>
    );
  const closed = activeSignupFor(signups.data, lecture.id)
    ? t('signup.already')
    : lecture.acceptingSignups
      ? null
      : t('signup.notOpen');
  // The way back to the lecture is at the top of the page.
  if (closed)
    return (
      <Alert color="blue" role="status">
        {closed}
      </Alert>
    );
  const { email, reservedAmount } = profile.data.profile;
  return <SignupForm lecture={lecture} email={email} balance={reservedAmount} onDone={onDone} />;
}

/**
 * /viewcounseloronlinegroup/2?id= (clients only): signing up for a lecture, paid from the stored
 * value; once signed up, what happens next.
 */
export default function LectureSignupPage() {
  const { t } = useTranslation('lectures');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const lecture = useLecture(id);
  // Held here: the lists read again after signing up would otherwise turn the page into "already signed up".
  const [done, setDone] = useState<TLectureSignup | null>(null);

  const notFound =
    !isUuid(id) || (lecture.error instanceof ApiError && lecture.error.errorCode === ErrorCode.NotFound);
  let content;
  if (done) content = <SignupDone signup={done} />;
  else if (notFound || lecture.isError)
    content = (
      <Alert color={notFound ? 'gray' : 'red'} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{notFound ? t('lecture.notFound') : t('lecture.error')}</Text>
          <Anchor component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()}>
            {t('signup.backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );
  else if (!lecture.data) content = <PageLoader label={t('lecture.loading')} />;
  else
    content = (
      <>
        <Anchor component={Link} to={paths.viewCounselorOnlineGroup.one.getHref(id)}>
          {t('signup.back')}
        </Anchor>
        <LectureSummary lecture={lecture.data} />
        <LectureRules lecture={lecture.data} />
        <SignupStep lecture={lecture.data} onDone={setDone} />
      </>
    );
  return <ContentPage title={t('signup.title')}>{content}</ContentPage>;
}

import type { TLecture } from '@app/contracts/lectures';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { rememberAuthRedirect } from '../../../shell/session/auth-redirect';
import { useSession } from '../../../shell/session/session-store';
import { activeSignupFor, canWithdraw, useMySignups } from '../api/lecture-signups';
import { WithdrawButton } from './withdraw-button';

/** Why a lecture takes no sign-ups now, said calmly: over, called off, held, full or past its deadline. */
function closedReason(lecture: TLecture) {
  if (lecture.status !== 'open') return `action.${lecture.status}` as const;
  return lecture.memberCount >= lecture.maxMembers ? 'action.full' : 'action.closed';
}

/**
 * What a visitor can do about a lecture: a client signed up sees that (and may withdraw before the
 * deadline); while it takes sign-ups a client signs up, a visitor signs in and comes back here;
 * otherwise the page says why not and leads to the other lectures.
 */
export function LectureAction({ lecture }: { lecture: TLecture }) {
  const { t } = useTranslation('lectures');
  const session = useSession();
  const signups = useMySignups();
  const client = session?.role === 'client';
  const signup = activeSignupFor(signups.data, lecture.id);
  const otherLectures = (
    <Anchor component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()}>
      {t('action.otherLectures')}
    </Anchor>
  );

  let content;
  if (client && signups.isPending) {
    content = <LoadingSpinner label={t('mine.loading')} />;
  } else if (signup) {
    content = (
      <>
        <Text>{t('action.signedUp', { email: signup.email })}</Text>
        {canWithdraw(signup) && <WithdrawButton signup={signup} />}
      </>
    );
  } else if (!lecture.acceptingSignups) {
    content = (
      <>
        <Text>{t(closedReason(lecture))}</Text>
        {otherLectures}
      </>
    );
  } else if (!session) {
    content = (
      <>
        <Text>{t('action.signInFirst')}</Text>
        <Button
          component={Link}
          to={paths.signIn.getHref()}
          onClick={() => rememberAuthRedirect(paths.viewCounselorOnlineGroup.one.getHref(lecture.id))}
        >
          {t('action.signIn')}
        </Button>
      </>
    );
  } else if (!client) {
    content = <Text>{t('action.clientsOnly')}</Text>;
  } else {
    content = (
      <Button component={Link} to={paths.viewCounselorOnlineGroup.two.getHref(lecture.id)}>
        {t('action.signUp')}
      </Button>
    );
  }
  return (
    <PageSection title={t('action.title')}>
      <Stack gap="sm" align="flex-start">
        {content}
      </Stack>
    </PageSection>
  );
}

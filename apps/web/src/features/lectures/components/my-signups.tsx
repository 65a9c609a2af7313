import type { TLectureSignup } from '@app/contracts/lectures';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/card';
import { PageSection } from '../../../components/ui/page-section';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../shell/session/session-store';
import { canWithdraw, useMySignups } from '../api/lecture-signups';
import { lectureWhen, priceText } from './lecture-facts';
import { LectureRating } from './lecture-rating';
import { WithdrawButton } from './withdraw-button';

const STATUS_COLOR: Record<TLectureSignup['status'], string> = {
  active: 'teal.9',
  withdrawn: 'gray.8',
  refunded: 'orange.9',
};

/**
 * One sign-up: the lecture (to its page), where it stands, 取消報名 while it may be withdrawn, and
 * the member's rating once it is over.
 */
function SignupItem({ signup }: { signup: TLectureSignup }) {
  const { t } = useTranslation('lectures');
  const { lecture } = signup;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h4">
            <Anchor component={Link} to={paths.viewCounselorOnlineGroup.one.getHref(lecture.id)} inherit>
              {lecture.title}
            </Anchor>
          </Title>
          <Badge color={STATUS_COLOR[signup.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`mine.status.${signup.status}`)}
          </Badge>
        </Group>
        <Facts>
          <Fact term={t('facts.when')} value={lectureWhen(t, lecture)} />
          <Fact term={t('facts.place')} value={lecture.place} />
          <Fact term={t('facts.price')} value={priceText(t, signup.paid)} />
          <Fact term={t('mine.signedUpAt')} value={formatDateTime(signup.signedUpAt)} />
        </Facts>
        {signup.status === 'refunded' && (
          <Text fz="sm">
            {signup.cancelReason
              ? t('mine.canceledReason', { reason: signup.cancelReason })
              : t('mine.canceledNoReason')}
          </Text>
        )}
        {canWithdraw(signup) && <WithdrawButton signup={signup} />}
        {(signup.canRate || signup.feedback) && <LectureRating signup={signup} />}
      </Stack>
    </Paper>
  );
}

function MySignupList() {
  const { t } = useTranslation('lectures');
  const signups = useMySignups();
  if (!signups.isSuccess) {
    const texts = { loading: t('mine.loading'), error: t('mine.error'), retry: t('mine.retry') };
    return <QueryPlaceholder query={signups} texts={texts} />;
  }
  if (signups.data.records.length === 0) return <Text>{t('mine.empty')}</Text>;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {signups.data.records.map((signup) => (
        <SignupItem key={signup.id} signup={signup} />
      ))}
    </Stack>
  );
}

/** 我報名的講座: a signed-in client's own sign-ups, fetched in the browser (the server renders visitors' pages). */
export function MySignups() {
  const { t } = useTranslation('lectures');
  const session = useSession();
  if (session?.role !== 'client') return null;
  return (
    <PageSection title={t('mine.title')}>
      <MySignupList />
    </PageSection>
  );
}

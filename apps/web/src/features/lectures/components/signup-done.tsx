import type { TLectureSignup } from '@app/contracts/lectures';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';

/** After signing up: what was paid, what happens at the deadline, and the ways back. */
export function SignupDone({ signup }: { signup: TLectureSignup }) {
  const { t } = useTranslation('lectures');
  const { lecture } = signup;
  return (
    <Stack gap="lg">
      <Alert color="sea" role="status" title={t('signup.doneTitle')}>
        <Stack gap="xs">
          <Text>
            {signup.paid > 0
              ? t('signup.donePaid', { title: lecture.title, points: formatNumber(signup.paid) })
              : t('signup.doneFree', { title: lecture.title })}
          </Text>
          <Text>
            {t('signup.doneNext', {
              deadline: formatDateTime(lecture.signupDeadline),
              min: lecture.minMembers,
              email: signup.email,
            })}
          </Text>
          <Text>{t('signup.doneWithdraw')}</Text>
        </Stack>
      </Alert>
      <Group>
        <Button component={Link} to={paths.viewCounselorOnlineGroup.one.getHref(lecture.id)}>
          {t('signup.toLecture')}
        </Button>
        <Button component={Link} to={paths.viewCounselorOnlineGroup.index.getHref()} variant="light">
          {t('signup.toList')}
        </Button>
      </Group>
    </Stack>
  );
}

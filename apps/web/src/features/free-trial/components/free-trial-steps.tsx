import { FreeCourseStatus } from '@app/contracts/enums';
import { FREE_TRIAL_MINUTES, freeTrialStepsDone } from '@app/contracts/free-trial';
import type { TClientProfile } from '@app/contracts/profile';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';
import { PageLoader } from '../../../components/ui/page-loader';

const stepNames = ['phone', 'questionnaire', 'bonus', 'book'] as const;
type TStepName = (typeof stepNames)[number];

/** Where each step's button goes (the bonus has none: it follows the two before it). */
const stepLinks: Partial<Record<TStepName, string>> = {
  phone: paths.verifyPhoneSingle.getHref(),
  questionnaire: paths.questionnaire.getHref(),
  book: `${paths.team.getHref()}?freeTrial=true`,
};

/**
 * Which steps are done, from the client's profile: the phone (verified, or counted in
 * freeCourseStatus), the questionnaire, the bonus once both are; booking is the last step, never
 * done here.
 */
export function freeTrialProgress(profile: Pick<TClientProfile, 'freeCourseStatus' | 'phoneVerified'>) {
  const done = freeTrialStepsDone(profile.freeCourseStatus);
  const phone = done.phone || profile.phoneVerified;
  const doneSteps: Record<TStepName, boolean> = {
    phone,
    questionnaire: done.questionnaire,
    bonus: profile.freeCourseStatus === FreeCourseStatus.AllComplete,
    book: false,
  };
  // The step to take now: the first not done (the bonus is never one to take).
  const current = stepNames.find((name) => name !== 'bonus' && !doneSteps[name]) ?? 'book';
  return { doneSteps, current };
}

/**
 * The free trial's steps with visible progress: phone verification, the intake questionnaire, the
 * 200 bonus points and booking a free 20-minute trial. The step where the client stopped is marked
 * and offers its button, whatever device they come back on (the status is the server's).
 */
export function FreeTrialSteps({ profile }: { profile: TClientProfile }) {
  const { t } = useTranslation('trial');
  const titleId = useId();
  const { doneSteps, current } = freeTrialProgress(profile);
  const doneCount = stepNames.filter((name) => doneSteps[name]).length;
  const values = { points: TRIAL_BONUS_POINTS, minutes: FREE_TRIAL_MINUTES, bonus: profile.bonusAmount };
  const progressText = t('steps.progress', { done: doneCount, total: stepNames.length });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Title order={2} fz="h3" id={titleId}>
        {t('steps.label')}
      </Title>
      <Progress value={(doneCount / stepNames.length) * 100} aria-label={progressText} />
      <Text size="sm" c="dimmed">
        {progressText}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {stepNames.map((name, index) => {
          const isDone = doneSteps[name];
          const isCurrent = name === current;
          const link = stepLinks[name];
          return (
            <Card
              key={name}
              component="li"
              withBorder
              aria-current={isCurrent ? 'step' : undefined}
              data-step={name}
              style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Title order={3} fz="h4">
                    {`${index + 1}. ${t(`steps.${name}.title`, values)}`}
                  </Title>
                  <Text>
                    {name === 'bonus' && isDone
                      ? t('steps.bonus.received', values)
                      : t(`steps.${name}.text`, values)}
                  </Text>
                </Stack>
                <Badge variant={isDone ? 'filled' : 'light'} color={isDone || isCurrent ? 'sea' : 'gray'}>
                  {t(isDone ? 'steps.done' : isCurrent ? 'steps.current' : 'steps.pending')}
                </Badge>
              </Group>
              {isCurrent && link && (
                <Group mt="sm">
                  <Button component={Link} to={link}>
                    {t(`steps.${name as 'phone' | 'questionnaire' | 'book'}.action`)}
                  </Button>
                </Group>
              )}
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The signed-in client's steps, read from their profile (the shell's, refreshed after each step). */
export function ClientFreeTrialSteps() {
  const profile = useProfile();
  if (profile.data?.role !== 'client') return <PageLoader />;
  return <FreeTrialSteps profile={profile.data.profile} />;
}

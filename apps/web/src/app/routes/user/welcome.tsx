import { FreeCourseStatus } from '@app/contracts/enums';
import { FREE_TRIAL_MINUTES } from '@app/contracts/free-trial';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { useEffect } from 'react';
import { ContentPage } from '../../../components/ui/content-page';
import { useWelcomed } from '../../../features/free-trial/api/free-trial';
import { ClientFreeTrialSteps } from '../../../features/free-trial/components/free-trial-steps';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';

/**
 * /welcome, where a new client lands after their first sign-in (freeCourseStatus None): the free
 * trial's steps. Seeing them moves the status to Notified, so the next sign-in goes on as usual.
 */
export default function WelcomePage() {
  const { t } = useTranslation('trial');
  const profile = useProfile();
  const { mutate: markWelcomed } = useWelcomed();
  const isNew =
    profile.data?.role === 'client' && profile.data.profile.freeCourseStatus === FreeCourseStatus.None;
  useEffect(() => {
    if (isNew) markWelcomed();
  }, [isNew, markWelcomed]);
  return (
    <ContentPage
      title={t('welcome.title')}
      lead={t('welcome.lead', { points: TRIAL_BONUS_POINTS, minutes: FREE_TRIAL_MINUTES })}
    >
      <ClientFreeTrialSteps />
    </ContentPage>
  );
}

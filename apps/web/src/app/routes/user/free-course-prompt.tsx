import { ContentPage } from '../../../components/ui/content-page';
import { ClientFreeTrialSteps } from '../../../features/free-trial/components/free-trial-steps';
import { useTranslation } from '../../../lib/use-translation';

/** /user/freecourseprompt: the free trial's steps, resuming where the client stopped (mail 22's link). */
export default function FreeCoursePromptPage() {
  const { t } = useTranslation('trial');
  return (
    <ContentPage title={t('prompt.title')} lead={t('prompt.lead')}>
      <ClientFreeTrialSteps />
    </ContentPage>
  );
}

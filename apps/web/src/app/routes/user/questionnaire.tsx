import { freeTrialStepsDone } from '@app/contracts/free-trial';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { ClientFreeTrialSteps } from '../../../features/free-trial/components/free-trial-steps';
import { QuestionnaireForm } from '../../../features/free-trial/components/questionnaire-form';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';
import { PageLoader } from '../../../components/ui/page-loader';

/**
 * /questionnaire: the client's intake questionnaire (mail 23's link). Once it is sent the free
 * trial's steps show what comes next (the bonus points, or the phone still to verify).
 */
export default function QuestionnairePage() {
  const { t } = useTranslation('trial');
  const profile = useProfile();
  const [submitted, setSubmitted] = useState(false);
  if (profile.data?.role !== 'client') return <PageLoader />;
  const answered = freeTrialStepsDone(profile.data.profile.freeCourseStatus).questionnaire;

  return (
    <ContentPage title={t('questionnaire.title')} lead={answered ? undefined : t('questionnaire.lead')}>
      {submitted || answered ? (
        <>
          <Alert role="status" color="teal">
            {t(submitted ? 'questionnaire.submitted' : 'questionnaire.alreadyAnswered')}
          </Alert>
          <ClientFreeTrialSteps />
        </>
      ) : (
        <QuestionnaireForm onSubmitted={() => setSubmitted(true)} />
      )}
      {!submitted && answered && (
        <Group>
          <Button component={Link} to={paths.user.freeCoursePrompt.getHref()} variant="light">
            {t('questionnaire.back')}
          </Button>
        </Group>
      )}
    </ContentPage>
  );
}

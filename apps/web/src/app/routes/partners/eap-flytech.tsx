import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection, StepList, TextBlock } from '../../../components/ui/content-page';
import { CrisisLines } from '../../../components/ui/crisis-lines';
import { paths } from '../../../config/paths';

/** /eap/flytech: the landing page of Flytech's programme, for its employees. */
export default function EapFlytechPage() {
  const { t } = useTranslation('partners');
  return (
    <ContentPage title={t('flytech.title')} lead={t('flytech.lead')}>
      <ContentSection title={t('flytech.offerTitle')}>
        <Text>{t('flytech.offerText')}</Text>
      </ContentSection>
      <ContentSection title={t('flytech.stepsTitle')}>
        <StepList steps={t('flytech.steps', { returnObjects: true })} />
        <Group>
          <Button component={Link} to={paths.signInRegister.getHref()}>
            {t('flytech.signUp')}
          </Button>
          <Button component={Link} to={paths.team.getHref()} variant="light">
            {t('flytech.browseCounselors')}
          </Button>
        </Group>
      </ContentSection>
      <ContentSection title={t('flytech.privacyTitle')}>
        <TextBlock points={t('flytech.privacyPoints', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('flytech.questionsTitle')}>
        <Text>{t('flytech.questionsText')}</Text>
        <Text>
          <Anchor component={Link} to={paths.supportCenter.getHref()}>
            {t('flytech.supportLink')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to={paths.contactUs.getHref()}>
            {t('flytech.contactLink')}
          </Anchor>
        </Text>
      </ContentSection>
      <CrisisLines />
    </ContentPage>
  );
}

import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection, StepList, TextBlock } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';

/** /eap: the employee assistance programme, how employees use it, and the partner pages. */
export default function EapPage() {
  const { t } = useTranslation('partners');
  return (
    <ContentPage title={t('eap.title')} lead={t('eap.lead')}>
      <ContentSection title={t('eap.topicsTitle')}>
        <TextBlock points={t('eap.topics', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('eap.stepsTitle')}>
        <StepList steps={t('eap.steps', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('eap.privacyTitle')}>
        <Text>{t('eap.privacyText')}</Text>
      </ContentSection>
      <ContentSection title={t('eap.partnersTitle')}>
        <Text>{t('eap.partnersText')}</Text>
        <Anchor component={Link} to={paths.eapFlytech.getHref()}>
          {t('eap.flytechLink')}
        </Anchor>
      </ContentSection>
      <ContentSection title={t('eap.forCompaniesTitle')}>
        <Text>{t('eap.forCompaniesText')}</Text>
        <Group>
          <Button component={Link} to={paths.cooperation.getHref()} variant="light">
            {t('eap.cooperationLink')}
          </Button>
        </Group>
      </ContentSection>
    </ContentPage>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection, TextSections } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';

/** /cooperation: what organisations can do with us, and how to propose it. */
export default function CooperationPage() {
  const { t } = useTranslation('partners');
  return (
    <ContentPage title={t('cooperation.title')} lead={t('cooperation.lead')}>
      <TextSections sections={t('cooperation.sections', { returnObjects: true })} />
      <ContentSection title={t('cooperation.howTitle')}>
        <Text>{t('cooperation.howText')}</Text>
        <Group>
          <Button component={Link} to={paths.contactUs.getHref('cooperation')}>
            {t('cooperation.contactButton')}
          </Button>
          <Button component={Link} to={paths.eap.getHref()} variant="light">
            {t('cooperation.eapLink')}
          </Button>
        </Group>
      </ContentSection>
    </ContentPage>
  );
}

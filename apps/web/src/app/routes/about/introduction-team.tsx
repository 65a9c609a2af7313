import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, TextSections } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';

/** /introduction-team: who runs the platform, by role. */
export default function IntroductionTeamPage() {
  const { t } = useTranslation('about');
  return (
    <ContentPage title={t('team.title')} lead={t('team.lead')}>
      <TextSections sections={t('team.sections', { returnObjects: true })} />
      <Text>{t('team.more')}</Text>
      <Group>
        <Button component={Link} to={paths.introductionArchitecture.getHref()} variant="light">
          {t('team.architectureLink')}
        </Button>
        <Button component={Link} to={paths.joinTeamDesc.getHref()} variant="light">
          {t('team.joinLink')}
        </Button>
      </Group>
    </ContentPage>
  );
}
